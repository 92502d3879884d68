import { dismissRedPacket, redPacketPopup } from '@/utils/redPacket'

// The red-packet popup rule (docs/product.md: States).
const at = (iso: string) => new Date(iso)

describe('red-packet popup', () => {
  it('shows between 09:00 and 24:00 when not dismissed today', () => {
    expect(redPacketPopup(null, at('2026-11-22T09:00:00'))).toEqual({ show: true, dismissedOn: null })
    expect(redPacketPopup('2026-11-21', at('2026-11-22T23:59:59')).show).toBe(true)
  })

  it('stays hidden for the rest of the day once dismissed', () => {
    const flag = dismissRedPacket(at('2026-11-22T10:00:00'))
    expect(flag).toBe('2026-11-22')
    expect(redPacketPopup(flag, at('2026-11-22T21:00:00')).show).toBe(false)
  })

  it('before 09:00 resets the dismissed flag and hides the popup', () => {
    expect(redPacketPopup('2026-11-21', at('2026-11-22T08:59:59'))).toEqual({ show: false, dismissedOn: null })
    expect(redPacketPopup(null, at('2026-11-22T00:00:00')).show).toBe(false)
  })
})
