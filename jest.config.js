const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default

module.exports = defineJestConfig({
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/test/**/*.test.{js,jsx,ts,tsx}'],
  // the preset's setupFiles is replaced, not merged: keep its file (TARO_ENV=h5) and add ours
  setupFiles: [
    require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'),
    '<rootDir>/test/setup.js',
  ],
  setupFilesAfterEnv: ['<rootDir>/test/setupAfterEnv.ts'],
  // swiper (used by @tarojs/components) ships .mjs
  transform: {
    '^.+\\.(mjs|js|jsx|ts|tsx)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  // first match wins: assets and styles before the path aliases
  moduleNameMapper: {
    '\\.(css|scss|sass|less)$': '<rootDir>/test/__mocks__/styleMock.js',
    '\\.(png|jpe?g|gif|svg)$': '<rootDir>/test/__mocks__/fileMock.js',
    // page tests run as H5: the flow locates through the browser's geolocation, as the H5 build does
    '^\\./locationDeps$': '<rootDir>/src/lib/locationDeps.h5.ts',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@api-types/(.*)$': '<rootDir>/types/api/$1',
    // the package "main" is a UMD bundle that touches <canvas> at load time; use the ES build
    '^@nutui/nutui-react-taro$': '<rootDir>/node_modules/@nutui/nutui-react-taro/dist/es/packages/nutui.react.build.js',
    '^lottie-react$': '<rootDir>/test/__mocks__/lottieMock.js',
    '^react-dom/test-utils$': '<rootDir>/test/__mocks__/reactDomTestUtils.js',
  },
  testTimeout: 20000,
  // the preset stops at the first failing file (bail: 1): a run reports every failing test instead
  bail: 0,
})
