import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A page component loaded on first use (its own chunk), shown inside a Suspense boundary. Keeps the code of pages that
 * a visitor reaches later (checkout, order status) out of the JavaScript of the store and shop pages.
 */
export function lazyPage<Props extends object>(
  load: () => Promise<Record<string, ComponentType<Props>>>,
  name: string,
): ComponentType<Props> {
  const Lazy = lazy(async () => {
    const module = await load();
    const component = module[name];
    if (!component) throw new Error(`${name} is not exported by its module`);
    return { default: component };
  });
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
