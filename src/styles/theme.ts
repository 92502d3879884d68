// NutUI's theme variables, without the two digit fonts NutUI's default.css embeds as base64
// (scripts/gen-nutui-theme.mjs): about 20 KB of render-blocking CSS on H5 and of the
// mini-program's main package, for digits the system font draws as well.
import './nutui-theme.css'
