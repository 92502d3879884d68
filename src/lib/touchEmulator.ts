// The mini-program delivers taps as touches already: nothing to emulate there (the H5 build takes
// touchEmulator.h5.ts).
export {}
