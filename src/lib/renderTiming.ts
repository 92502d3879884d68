// The mini-program renders with React and its scheduler: nothing to set (renderTiming.h5.ts).
export {}
