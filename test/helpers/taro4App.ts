// test-utils-react@0.1.1's createApp() calls createRouter(app, config, 'React'), the Taro 3.6
// signature. Taro 4's @tarojs/router wants createRouter(history, app, config, React); this helper
// mirrors what @tarojs/taro-loader generates for an H5 app entry in Taro 4, with the real
// app.config (sub-packages included) and the real pages.
import * as React from 'react'
import * as ReactDOMClient from 'react-dom/client'
import { findDOMNode, render, unstable_batchedUpdates } from 'react-dom'
import { createRouter, createHashHistory, handleAppMountWithTabbar, handleAppMount } from '@tarojs/router'
import { window as taroWindow } from '@tarojs/runtime'
import { createReactApp } from '@tarojs/plugin-framework-react/dist/runtime'
import { proxyAppLifeCycle } from '@tarojs/test-utils-shared'

export async function createTaro4App() {
  const App = require('../../src/app').default
  const config: any = JSON.parse(JSON.stringify(require('../../src/app.config').default))
  const allPages: string[] = [...config.pages]
  for (const sp of config.subPackages || []) for (const p of sp.pages) allPages.push(`${sp.root}/${p}`)
  config.routes = allPages.map((path) => ({
    path,
    load: (context: any, params: any) => [require(`../../src/${path}`), context, params],
  }))
  config.router = { mode: 'hash' }
  document.body.innerHTML = '<div id="app"></div>'
  const ReactDOM = Object.assign({}, ReactDOMClient, { findDOMNode, render, unstable_batchedUpdates })
  const inst = createReactApp(App, React, ReactDOM as any, config)
  proxyAppLifeCycle(inst)
  const history = createHashHistory({ window: taroWindow as any })
  ;(config.tabBar ? handleAppMountWithTabbar : handleAppMount)(config, history)
  createRouter(history, inst, config, React as any)
  await new Promise((r) => setTimeout(r, 50))
  return { app: inst, history }
}
