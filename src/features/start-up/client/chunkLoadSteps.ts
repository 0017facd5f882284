/** `__webpack_require__.f`: each step adds promises a chunk load waits for. */
export type ChunkLoadSteps = Record<string, (chunkId: string | number, promises: Array<Promise<unknown>>) => void>;
