import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createMessageFormatter, loadNamespace, translatorFor, type CompiledNamespace } from './translate';

// Namespaces are loaded into a fresh formatter for every page; their prefixed ids are made once.
describe('loading a namespace', () => {
  const common: CompiledNamespace = { hello: compileMessageOrThrow('Hello {name}') };
  const product: CompiledNamespace = { hello: compileMessageOrThrow('Search for {name}') };

  it('gives each formatter the messages under its namespace, however often the same messages are loaded', () => {
    const first = createMessageFormatter('en');
    const second = createMessageFormatter('en');
    loadNamespace(first, 'common', common);
    loadNamespace(first, 'product', product);
    loadNamespace(second, 'common', common);
    expect(translatorFor(first, 'common')('hello' as never, { name: 'Asha' })).toBe('Hello Asha');
    expect(translatorFor(first, 'product')('hello' as never, { name: 'rice' })).toBe('Search for rice');
    // The second formatter did not get what the first loaded after the shared messages.
    expect(translatorFor(second, 'product')('hello' as never)).toBe('⟦product.hello⟧');
    expect(translatorFor(second, 'common')('hello' as never, { name: 'Ravi' })).toBe('Hello Ravi');
  });

  it('prefixes the same messages again when they are loaded under another namespace', () => {
    const formatter = createMessageFormatter('hi');
    loadNamespace(formatter, 'common', common);
    loadNamespace(formatter, 'product', common);
    expect(translatorFor(formatter, 'product')('hello' as never, { name: 'x' })).toBe('Hello x');
  });
});
