import { View } from '@tarojs/components'
import Picture from '@/components/Picture'

export interface MemberAvatarProps {
  avatar: string
  nickname: string
  /** The avatar's box (size, border). */
  className: string
  /** The picture's name for a screen reader. */
  alt: string
}

// Another user's avatar in the team lists and rankings; one without a picture shows the first
// character of the masked nickname, as the invitation poster does.
export default function MemberAvatar({ avatar, nickname, className, alt }: MemberAvatarProps) {
  if (avatar) return <Picture className={className} src={avatar} alt={alt} mode='aspectFill' />
  return <View className={`${className} team-initial`} aria-hidden='true'>{[...nickname][0] ?? ''}</View>
}
