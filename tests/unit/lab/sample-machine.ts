import { setup } from 'xstate';

/** A machine with what the portal's machines lack yet: parallel regions, a history state, deep nesting. */
export const playerMachine = setup({ guards: { hasDisc: () => true } }).createMachine({
  id: 'player',
  initial: 'stopped',
  states: {
    stopped: { on: { PLAY: { target: 'playing', guard: 'hasDisc' } } },
    playing: {
      type: 'parallel',
      on: { STOP: 'stopped', EJECT: 'ejected' },
      states: {
        audio: {
          initial: 'loud',
          states: { loud: { on: { MUTE: 'muted' } }, muted: { on: { UNMUTE: 'loud' } }, last: { type: 'history' } },
        },
        video: { initial: 'normal', states: { normal: { on: { FULL: 'full' } }, full: { on: { ESCAPE: '#player.playing.video.normal' } } } },
      },
    },
    ejected: { type: 'final' },
  },
});
