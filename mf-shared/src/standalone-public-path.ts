// Imported first by standalone-bootstrap.tsx: where the page's later chunks (other languages, the grid) load
// from. A standalone deployment serves them beside index.html ('/'); Basalt's own server serves the same build
// under /remotes/mf-shared/standalone/ and says so in `<meta name="basalt-assets">` (mf-shared/webpack.config.js).
declare global {
  // webpack's runtime variable: assigning it is how a page sets where its chunks load from
  var __webpack_public_path__: string;
}

__webpack_public_path__ = document.querySelector<HTMLMetaElement>('meta[name="basalt-assets"]')?.content || '/';

export {};
