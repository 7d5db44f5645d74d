// @netzero/bulk/node: the adapters that need Node (files on disk).
export { fileByteSource } from './file-byte-source.js';
