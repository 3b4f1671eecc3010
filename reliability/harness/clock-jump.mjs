// Preloaded into a node (NODE_OPTIONS=--import=…/clock-jump.mjs, CLOCK_JUMP_MS=…) to play its wall clock
// jumping: Date says the time is CLOCK_JUMP_MS later, as after a bad NTP step. The monotonic clock
// (performance.now) moves on undisturbed, as it does when a real wall clock jumps.
const jumpMs = Number(process.env.CLOCK_JUMP_MS ?? 0);
const RealDate = globalThis.Date;
const realNow = RealDate.now.bind(RealDate);

class JumpedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(realNow() + jumpMs);
    else super(...args);
  }

  static now() {
    return realNow() + jumpMs;
  }
}

globalThis.Date = JumpedDate;
