// Stands in for jsonp-retry in the H5 build: the app never makes JSONP calls, so Taro.request's
// jsonp option is not offered.
export default function jsonpUnsupported() {
  return Promise.reject(new Error('jsonp is not supported in this build'))
}
