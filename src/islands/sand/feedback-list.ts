// What the game shows and plays as feedback (seed 004 §12.2-12.4), as the game-flow page lists it. Each entry names the
// mark the game leaves in the page when it shows that feedback; tests/e2e/sand-game.e2e.ts plays the game, collects the
// marks it sees, and fails when the page lists one the game did not show (GUIDE.md: no hand-typed claims about tools).
import { defineMessages } from '~/i18n/messages';

export const FEEDBACK_FEATURES = ['ghost', 'refused-shake', 'no-room', 'lit', 'particles', 'popup', 'banner', 'counting', 'sound'] as const;
export type FeedbackFeature = (typeof FEEDBACK_FEATURES)[number];

export const FEEDBACK_TEXT = defineMessages({
  en: {
    ghost: 'the dragged piece follows the pointer, half transparent, held above a finger on touch screens',
    'refused-shake': 'a refused drop shakes its slot and the piece goes back',
    'no-room': 'a slot whose piece fits nowhere is greyed and says “No room”',
    lit: 'a cluster about to clear lights up and stays lit until it goes',
    particles: 'after 0.2 seconds faint particles rise from it and fade',
    popup: 'the points of each clear pop up where it was',
    banner: '“Chain ×2!”, “Chain ×3!” banners in a chain',
    counting: 'the total counts up to the new score',
    sound: 'synthesised sounds for placing, refusing and clearing, off until you turn them on (the choice is remembered)',
  },
  'zh-cn': {
    ghost: '拖动的方块半透明地跟着指针走，在触摸屏上浮在手指上方',
    'refused-shake': '放置被拒绝时，槽位会震动，方块退回',
    'no-room': '方块哪里都放不下的槽位变灰，并显示“放不下”',
    lit: '即将消除的集群亮起，一直亮到消失',
    particles: '0.2 秒后，淡淡的粒子从中飞起、淡出',
    popup: '每次消除的得分在消除的位置弹出',
    banner: '连锁时显示“连锁 ×2！”“连锁 ×3！”横幅',
    counting: '总分逐步累加到新的得分',
    sound: '放置、拒绝和消除时有合成的音效，默认关闭，打开后会被记住',
  },
});
