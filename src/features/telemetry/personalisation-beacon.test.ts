import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconAttribute, watchPersonalisationBeacon } from './personalisation-beacon.ts';

const url = '/help-and-support/stub-personalisation-beacon.js';
const beacon = () => document.head.querySelector(`script[${beaconAttribute}]`);
const updateGroups = (groups: string) => {
  window.OptanonActiveGroups = groups;
  window.dispatchEvent(new Event('OneTrustGroupsUpdated'));
};

describe('the personalisation beacon (SPEC sections 4 and 9: only while C0004 is active)', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
  afterEach(() => {
    stop();
    beacon()?.remove();
    delete window.OptanonActiveGroups;
  });

  it('loads at once when the groups are already set and include C0004', () => {
    window.OptanonActiveGroups = ',C0001,C0004,';
    stop = watchPersonalisationBeacon(url);
    expect(beacon()).toHaveAttribute('src', url);
    expect(beacon()).toHaveProperty('async', true);
  });

  it('stays away when the groups are set without C0004', () => {
    window.OptanonActiveGroups = ',C0001,C0002,';
    stop = watchPersonalisationBeacon(url);
    expect(beacon()).toBeNull();
  });

  it('otherwise waits for the consent-updated event', () => {
    stop = watchPersonalisationBeacon(url);
    expect(beacon()).toBeNull();
    updateGroups(',C0001,C0004,');
    expect(beacon()).not.toBeNull();
  });

  it('is removed when consent is withdrawn, and added once again when given', () => {
    stop = watchPersonalisationBeacon(url);
    updateGroups(',C0001,C0004,');
    updateGroups(',C0001,');
    expect(beacon()).toBeNull();
    updateGroups(',C0001,C0004,');
    updateGroups(',C0001,C0002,C0004,');
    expect(document.head.querySelectorAll(`script[${beaconAttribute}]`)).toHaveLength(1);
  });

  it('does nothing without a configured address', () => {
    window.OptanonActiveGroups = ',C0001,C0004,';
    stop = watchPersonalisationBeacon('');
    expect(beacon()).toBeNull();
  });
});
