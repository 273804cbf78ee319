// Jest web project setup: react-router needs TextEncoder, which the jsdom environment does not provide.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder });
Object.assign(globalThis, { TextDecoder: globalThis.TextDecoder ?? TextDecoder });
