import { ROOT_CONTEXT, type Context, type ContextManager } from '@opentelemetry/api';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The active trace context, carried through awaits by AsyncLocalStorage (what the SDK's
 * `@opentelemetry/context-async-hooks` does; not a dependency of ours, and this is all of it we need).
 * Registered once per process, only when tracing is on.
 */
export class AsyncLocalContextManager implements ContextManager {
  private readonly storage = new AsyncLocalStorage<Context>();

  active(): Context {
    return this.storage.getStore() ?? ROOT_CONTEXT;
  }

  with<A extends unknown[], F extends (...args: A) => ReturnType<F>>(
    context: Context,
    fn: F,
    thisArg?: ThisParameterType<F>,
    ...args: A
  ): ReturnType<F> {
    return this.storage.run(context, () => fn.apply(thisArg, args) as ReturnType<F>);
  }

  bind<T>(context: Context, target: T): T {
    if (typeof target !== 'function') return target;
    const fn = target as unknown as (...args: unknown[]) => unknown;
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the bound function keeps its own `this`
    const manager = this;
    return function (this: unknown, ...args: unknown[]) {
      return manager.with(context, () => fn.apply(this, args));
    } as unknown as T;
  }

  enable(): this {
    return this;
  }

  disable(): this {
    this.storage.disable();
    return this;
  }
}
