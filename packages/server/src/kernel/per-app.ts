// State a module keeps for one app (caches, the bet intake): made on first use and kept as long as that
// app's context, so two apps in one process (tests, two nodes in one test) never share it.
import type { AppContext } from './context';

export function perApp<State>(make: (ctx: AppContext) => State): (ctx: AppContext) => State {
  const states = new WeakMap<AppContext, State>();
  return (ctx) => {
    let state = states.get(ctx);
    if (state === undefined) {
      state = make(ctx);
      states.set(ctx, state);
    }
    return state;
  };
}
