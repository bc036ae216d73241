// Test helpers only: never imported by code that ships.
export { fakeApi, deferredReply, ok, fail, type ApiCall, type Reply, type FakeApi } from './fake-api';
export { englishI18n, fakeShell, type FakeShell, type FakeToast } from './fake-shell';
export { rendererFor, type RenderOptions } from './render';
export { mountRemote } from './mount-remote';
export { testUser } from './user';
export { cellsInEnglish, columnOf, displayText, renderDisplay, openEditor } from './cells';
