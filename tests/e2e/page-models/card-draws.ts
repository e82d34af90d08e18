// How many times each material card of the app drew itself, read from React's own commits: the page is given
// the hook React DevTools uses (React calls it after every commit, in production builds too), and a card
// counts as drawn when its component ran again, i.e. its hooks' state is a new object.
import type { Page } from '@playwright/test';

export interface CardDraws {
  title: string;
  draws: number;
}

/** Call before the page opens. */
export async function countCardDraws(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const drawn = new Map<number, CardDraws>();
    const lastState = new WeakMap<object, unknown>();
    const ids = new WeakMap<object, number>();
    let nextId = 0;
    interface Fiber {
      type: unknown;
      child: Fiber | null;
      sibling: Fiber | null;
      alternate: Fiber | null;
      stateNode: unknown;
      memoizedState: unknown;
    }
    // A component and its work-in-progress copy are one card.
    const idOf = (f: Fiber) => {
      const id = ids.get(f) ?? (f.alternate && ids.get(f.alternate)) ?? ++nextId;
      ids.set(f, id);
      return id;
    };
    Object.assign(window, {
      __cardDraws: drawn,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        checkDCE: () => undefined,
        onScheduleFiberRoot: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onCommitFiberRoot: (_renderer: number, root: { current: Fiber }) => {
          const stack: Fiber[] = [root.current];
          while (stack.length) {
            const f = stack.pop()!;
            if (f.sibling) stack.push(f.sibling);
            if (f.child) stack.push(f.child);
            const host = f.child?.stateNode;
            if (typeof f.type !== 'function' || !(host instanceof HTMLElement)) continue;
            if (!host.classList.contains('content-card') || host.classList.contains('content-card--skeleton')) continue;
            const state = f.memoizedState;
            const before = lastState.has(f) ? lastState.get(f) : f.alternate ? lastState.get(f.alternate) : undefined;
            lastState.set(f, state);
            if (before === state) continue;
            const id = idOf(f);
            const title = host.querySelector('.content-card__title')?.textContent ?? '';
            drawn.set(id, { title, draws: (drawn.get(id)?.draws ?? 0) + 1 });
          }
        },
      },
    });
  });
}

/** Every card the app has drawn so far, with how many times it drew itself. */
export function cardDraws(page: Page): Promise<CardDraws[]> {
  return page.evaluate(() => [...(window as unknown as { __cardDraws: Map<number, CardDraws> }).__cardDraws.values()]);
}
