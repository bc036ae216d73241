import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';

/**
 * A user-event session for component tests: no delay between keystrokes, and the `pointer-events` check made once
 * per element rather than at every call. In jsdom that check walks the computed style of every ancestor; over antd's
 * deep trees it was a third of a form test's time, and it still refuses a click on a hidden element.
 */
export function testUser() {
  return userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.EachTarget });
}
