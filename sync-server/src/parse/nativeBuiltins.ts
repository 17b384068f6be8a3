/*
 * pdf.js' legacy build (the one that runs on Node 24, see pdfjsNode.ts) carries core-js, which replaces built-ins Node
 * already has — Array.prototype.push, JSON.parse, JSON.stringify — with JavaScript versions for corner
 * cases neither pdf.js nor we touch (a frozen array length, JSON.rawJSON). Those versions are slow and
 * global: they made every parse about a fifth slower, and everything else on the thread with it.
 * So we note the built-ins before pdf.js loads and put back any function it replaced. What Node
 * lacks and pdf.js needs (Uint8Array.fromBase64, Uint8Array.prototype.toHex, …) is added, not
 * replaced, and stays.
 */

/** The standard built-ins and prototypes whose methods core-js may replace. */
function builtins(): object[] {
  const typedArray = Object.getPrototypeOf(Uint8Array) as object;
  return [
    Object,
    Function.prototype,
    Array,
    Array.prototype,
    String,
    String.prototype,
    Number,
    Number.prototype,
    Promise,
    Promise.prototype,
    Map,
    Map.prototype,
    Set,
    Set.prototype,
    WeakMap.prototype,
    WeakSet.prototype,
    ArrayBuffer,
    ArrayBuffer.prototype,
    typedArray,
    Object.getPrototypeOf(Uint8Array.prototype) as object,
    Uint8Array,
    Uint8Array.prototype,
    DataView.prototype,
    RegExp.prototype,
    JSON,
    Math,
    Reflect,
    URL,
    URL.prototype,
  ];
}

/** Runs `load` and then restores every built-in method that existed before it and was replaced. */
export async function keepingNativeBuiltins<T>(load: () => Promise<T>): Promise<T> {
  const natives: { target: object; key: PropertyKey; descriptor: PropertyDescriptor }[] = [];
  for (const target of builtins()) {
    for (const key of Reflect.ownKeys(target)) {
      const descriptor = Object.getOwnPropertyDescriptor(target, key);
      if (typeof descriptor?.value === 'function') natives.push({ target, key, descriptor });
    }
  }
  const result = await load();
  for (const { target, key, descriptor } of natives) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (now?.value !== descriptor.value) Object.defineProperty(target, key, descriptor);
  }
  return result;
}
