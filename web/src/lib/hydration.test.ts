import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageHydrated, rendersAsOnServer, setRendersAsOnServer } from './hydration';

afterEach(() => setRendersAsOnServer(false));

describe('afterPageHydrated', () => {
  it('runs a task at once on a page React drew itself', () => {
    setRendersAsOnServer(false);
    const task = vi.fn();
    afterPageHydrated(task);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('holds device-state reads until the whole prerendered page is live, then runs each once', () => {
    setRendersAsOnServer(true);
    const first = vi.fn();
    const second = vi.fn();
    afterPageHydrated(first);
    afterPageHydrated(second);
    expect(first).not.toHaveBeenCalled();
    setRendersAsOnServer(false);
    expect(rendersAsOnServer()).toBe(false);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    setRendersAsOnServer(false);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('drops a task whose effect was cleaned up before the page came alive', () => {
    setRendersAsOnServer(true);
    const task = vi.fn();
    const cancel = afterPageHydrated(task);
    cancel();
    setRendersAsOnServer(false);
    expect(task).not.toHaveBeenCalled();
  });
});
