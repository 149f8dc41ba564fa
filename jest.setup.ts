import "@testing-library/jest-dom"
import { TextDecoder, TextEncoder } from "node:util"

// react-dom/server (used to render Head output) needs these, which jsdom lacks.
Object.assign(globalThis, { TextEncoder, TextDecoder })
