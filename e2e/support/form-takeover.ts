import { expect, type Page, type Route } from '@playwright/test';

export interface HeldBack {
  handler: (route: Route) => Promise<void>;
  release: () => void;
  /** Whether the request has gone on. */
  passed: () => boolean;
}

/** A route handler that holds a request back until `release` is called (a page's script arriving late). */
export function heldBack(): HeldBack {
  let release!: () => void;
  let passed = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  const handler = async (route: Route) => {
    await released;
    passed = true;
    await route.continue();
  };
  return { handler, release, passed: () => passed };
}

/** What a visitor enters in the public-form-table's form: Details is typed in two goes, around the takeover. */
export interface TypedVisit {
  /** Filled in by the visitor; omitted when the link prefills it (`nameShown` is then what it shows). */
  name?: string;
  nameShown: string;
  email: string;
  topic: string;
  details: readonly [before: string, after: string];
}

/**
 * Types into the written form while its script is held back, lets the script in, and checks that React's form
 * took over every value and the caret's field, then types on: the sequence both written forms (the server's and
 * the standalone page's early one) must survive. Leaves the full Details typed, ready to submit.
 */
export async function typeThenTakeOver(guest: Page, visit: TypedVisit, script: HeldBack): Promise<void> {
  const written = guest.locator('form[data-prerendered]');
  if (visit.name !== undefined) await guest.getByLabel('Name').fill(visit.name);
  await guest.getByLabel('Email').fill(visit.email);
  await guest.getByLabel('Topic').selectOption(visit.topic);
  await guest.getByLabel('Details').click();
  await guest.keyboard.type(visit.details[0]);
  await expect(guest.locator('form[data-ready]')).toHaveCount(0);
  expect(script.passed()).toBe(false);

  script.release();
  await expect(guest.locator('form[data-ready]')).toBeVisible();
  await expect(written).toHaveCount(0);
  await expect(guest.getByLabel('Name')).toHaveValue(visit.nameShown);
  await expect(guest.getByLabel('Email')).toHaveValue(visit.email);
  await expect(guest.getByLabel('Topic')).toHaveValue(visit.topic);
  await expect(guest.getByLabel('Details')).toBeFocused();
  // typing goes on where it stopped
  await guest.keyboard.type(visit.details[1]);
  await expect(guest.getByLabel('Details')).toHaveValue(visit.details.join(''));
}
