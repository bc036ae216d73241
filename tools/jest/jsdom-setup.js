// jsdom lacks a few browser APIs that react-router and antd use; Node has them, so lend Node's.
const util = require('node:util');

if (typeof globalThis.TextEncoder === 'undefined') globalThis.TextEncoder = util.TextEncoder;
if (typeof globalThis.TextDecoder === 'undefined') globalThis.TextDecoder = util.TextDecoder;

if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}

// React's scheduler and antd post tasks through a MessageChannel; a timer-backed one behaves alike and never
// keeps Jest's worker alive as Node's real ports would.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      this.port1 = { onmessage: null, close() {} };
      this.port2 = { onmessage: null, close() {} };
      const link = (from, to) => {
        from.postMessage = (data) => setTimeout(() => to.onmessage?.({ data }));
      };
      link(this.port1, this.port2);
      link(this.port2, this.port1);
    }
  };
}

// jsdom implements getComputedStyle without pseudo-elements and logs an error when antd's modals ask for one
// (the scrollbar's); answer with the element's own style, as a browser without that pseudo-element would.
if (typeof window !== 'undefined') {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element) => getComputedStyle(element);
}

// antd's dropdowns and menus watch their size; jsdom lays nothing out, so no size ever changes.
if (typeof window !== 'undefined' && !window.ResizeObserver) {
  window.ResizeObserver = class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
