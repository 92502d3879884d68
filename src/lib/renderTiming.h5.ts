import { options } from 'preact'

// H5 renders with Preact (docs/decisions.md), which draws a state change in a microtask of the task
// that made it: a page's first render ran inside the task that evaluated the page's chunk, and an
// answer's render inside the task that received it, each one long task. Here renders run in a task
// of their own (a message, not a timer: no 4 ms clamping), so the browser can paint and take input
// between them (docs/performance.md).

let queued: (() => void)[] = []
const channel = new MessageChannel()
channel.port1.onmessage = () => {
  const run = queued
  queued = []
  for (const render of run) render()
}

options.debounceRendering = (render) => {
  queued.push(render)
  if (queued.length === 1) channel.port2.postMessage(null)
}
