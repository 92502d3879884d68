// @tarojs/test-utils-react wraps react-dom/test-utils' act, which React 18.3 calls deprecated (a
// console.error in every test file); React's own act is the same function without the warning.
module.exports = { act: require('react').act }
