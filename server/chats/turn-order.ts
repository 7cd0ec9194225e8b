/**
 * Group turn order is a rule both sides apply, so it lives in the contract; the server's chat
 * code keeps importing it from here.
 */
export { mentionedSeats, nextSpeakersFirst, speakingOrder } from '../contract/turn-order.ts';
