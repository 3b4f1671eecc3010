// The pc28 game rules, shared by the server that draws and settles and the browser that verifies:
// hash chain, public beacon, keno draw, layouts, bet types, exact distribution, odds with return-to-player, settlement.
export * from './beacon';
export * from './beacon-signature';
export * from './bet-types';
export { type DigitDistribution, digitDistribution } from './distribution';
export {
  DrawByteStream,
  drawOrderFrom,
  drawRound,
  KENO_DRAW_COUNT,
  KENO_POOL_SIZE,
  type KenoDraw,
  type UniformSource,
} from './draw';
export * from './hash-chain';
export * from './layout';
export * from './odds';
export * from './odds-list';
export * from './promotions';
export * from './red-packet';
export * from './rules';
export * from './settle';
export { bytesToHex, hexToBytes, hmacSha256, sha256 } from './sha256';
