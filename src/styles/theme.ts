// NutUI's theme variables. The mini-program build takes a copy without the embedded fonts
// (theme.weapp.ts), to keep its main package under 1 MB; H5 drops data: URLs at build time.
import '@nutui/nutui-react-taro/dist/styles/themes/default.css'
