import { View } from '@tarojs/components'
import Picture from '@/components/Picture'
import './index.scss'

export interface MemberAvatarProps {
  avatar: string
  nickname: string
  /** The avatar's box (size, border). */
  className: string
  /** The picture's name for a screen reader. */
  alt: string
}

// Another user's avatar (the team lists and rankings, the blind box's helpers); one without a
// picture shows the first character of the masked nickname, as the invitation poster does.
export default function MemberAvatar({ avatar, nickname, className, alt }: MemberAvatarProps) {
  if (avatar) return <Picture className={className} src={avatar} alt={alt} mode='aspectFill' />
  return <View className={`${className} member-initial`} aria-hidden='true'>{[...nickname][0] ?? ''}</View>
}
