// The few EBML primitives the WebM duration needs (variable-length ids and sizes, numbers, floats).
// Hand-written because the registry's EBML parsers are Node stream decoders and sync/ must stay pure.

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** An element size (marker bit removed); `unknown` when all value bits are set (live streams). */
function readVint(bytes: Uint8Array, at: number): Vint | null {
  const first = bytes[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = bytes[at + i]!;
    value = value * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { value, length, unknown: allOnes };
}

/** An element id, marker bits kept, as ids are usually written (0x1A45DFA3, 0x4489, ...). */
function readId(bytes: Uint8Array, at: number): { id: number; length: number } | null {
  const first = bytes[at];
  if (first === undefined || first < 0x10) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let id = 0;
  for (let i = 0; i < length; i++) id = id * 256 + bytes[at + i]!;
  return { id, length };
}

export interface Element {
  id: number;
  dataStart: number;
  size: number;
  unknownSize: boolean;
}

export function readElement(bytes: Uint8Array, at: number): Element | null {
  const id = readId(bytes, at);
  if (!id) return null;
  const size = readVint(bytes, at + id.length);
  if (!size) return null;
  return { id: id.id, dataStart: at + id.length + size.length, size: size.value, unknownSize: size.unknown };
}

export function readUnsigned(bytes: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + bytes[at + i]!;
  return value;
}

export function readFloat(bytes: Uint8Array, at: number, size: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset + at, size);
  if (size === 4) return view.getFloat32(0);
  if (size === 8) return view.getFloat64(0);
  return null;
}
