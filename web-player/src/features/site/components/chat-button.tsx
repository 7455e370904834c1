import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useOverForm } from '../hooks/use-over-form';
import { useOpenChat } from '../hooks/use-open-chat';
import './chat-button.css';

/** Spec section 9: 50 px, starts near the bottom right, a move over 10 px is a drag and not a tap. */
export const CHAT_BUTTON_SIZE_PX = 50;
export const DRAG_THRESHOLD_PX = 10;
const EDGE_PX = 12;
const START_BOTTOM_PX = 96; // Above the bottom toolbar.
/** Docked over a form, only this much of the button shows at the screen edge (form pages keep a wider margin). */
export const DOCKED_VISIBLE_PX = 20;

/** Where the undragged button sits: the bottom right corner, above the toolbar. */
function startBox() {
  const right = window.innerWidth - EDGE_PX;
  const bottom = window.innerHeight - START_BOTTOM_PX;
  return { left: right - CHAT_BUTTON_SIZE_PX, right, top: bottom - CHAT_BUTTON_SIZE_PX, bottom };
}

interface Position {
  x: number;
  y: number;
}

function clamp(value: number, max: number) {
  return Math.min(Math.max(value, EDGE_PX), Math.max(EDGE_PX, max - CHAT_BUTTON_SIZE_PX - EDGE_PX));
}

/** The floating, draggable support-chat button shown on every page (spec section 2.2). */
export function ChatButton() {
  const { t } = useTranslation();
  const { openChat, dialog } = useOpenChat();
  const [position, setPosition] = useState<Position | null>(null);
  const drag = useRef<{ startX: number; startY: number; originX: number; originY: number; moved: boolean } | null>(null);
  const wasDragged = useRef(false);
  // Over a form it slides to the edge, a tab that still opens the chat and can be dragged out.
  const docked = useOverForm(startBox, position === null);
  // In a conversation (issue 20) the player is in the chat already, and its composer fills the button's corner.
  const inConversation = useLocation().pathname.startsWith('/chat-box/');

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    drag.current = { startX: event.clientX, startY: event.clientY, originX: rect.left, originY: rect.top, moved: false };
    wasDragged.current = false;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const state = drag.current;
    if (!state) return;
    const dx = event.clientX - state.startX;
    const dy = event.clientY - state.startY;
    if (!state.moved && Math.hypot(dx, dy) <= DRAG_THRESHOLD_PX) return;
    state.moved = true;
    setPosition({
      x: clamp(state.originX + dx, window.innerWidth),
      y: clamp(state.originY + dy, window.innerHeight),
    });
  };

  const onPointerUp = () => {
    wasDragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };

  const style = position
    ? { left: position.x, top: position.y }
    : {
        right: EDGE_PX,
        bottom: `calc(${START_BOTTOM_PX}px + env(safe-area-inset-bottom))`,
        ...(docked ? { transform: `translateX(${CHAT_BUTTON_SIZE_PX + EDGE_PX - DOCKED_VISIBLE_PX}px)` } : {}),
      };

  if (inConversation) return null;
  return (
    <>
      <button
        type="button"
        className={`chat-button${docked ? ' chat-button--docked' : ''}`}
        style={{ ...style, width: CHAT_BUTTON_SIZE_PX, height: CHAT_BUTTON_SIZE_PX }}
        aria-label={t('chat.open')}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={() => {
          // A drag ends with a click event too; only a tap (or Enter) opens the chat.
          if (wasDragged.current) {
            wasDragged.current = false;
            return;
          }
          openChat();
        }}
      >
        <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 3C6.5 3 2 6.8 2 11.5c0 2.4 1.2 4.6 3.1 6.1L4 21l4.2-2c1.2.4 2.5.5 3.8.5 5.5 0 10-3.8 10-8.5S17.5 3 12 3zm-4 9.8a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6zm4 0a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6z"
          />
        </svg>
      </button>
      {dialog}
    </>
  );
}
