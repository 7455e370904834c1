import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchChatImage } from '../api/chat-api';

/** A chat message's image: fetched with the player's token (an <img src> could not send it) and shown from memory. */
export function ChatImage({ chatId, messageId, onLoad }: { chatId: number; messageId: number; onLoad?: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchChatImage(chatId, messageId)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [chatId, messageId]);
  return url ? (
    <img className="chat-bubble__image" src={url} alt={t('supportChat.image')} onLoad={onLoad} />
  ) : (
    <span className="chat-bubble__image chat-bubble__image--loading" />
  );
}
