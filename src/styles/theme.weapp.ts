// NutUI's theme variables without the two embedded digit fonts (scripts/gen-nutui-theme.mjs).
import './nutui-theme.weapp.css'
