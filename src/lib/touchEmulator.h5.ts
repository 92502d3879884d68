// NutUI's NumberKeyboard (the payment-password keypad) answers touch events only, so a desktop
// browser's mouse clicks did nothing. NutUI's own emulator turns mouse presses into touches where
// the browser has no touch support; a phone's browser is left alone. H5 only.
import '@nutui/touch-emulator'
