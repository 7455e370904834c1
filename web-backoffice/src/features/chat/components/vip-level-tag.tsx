import type { VipLevelLabel } from '@khela/contracts';
import { useTranslation } from 'react-i18next';

/** The player's VIP level beside their name in the queue and the conversation, named in the console's language. */
export function VipLevelTag({ level }: { level: VipLevelLabel | null | undefined }) {
  const { t, i18n } = useTranslation();
  if (!level) return null;
  const text = t('chat.vipLevel', { level: i18n.language === 'bn' ? level.name_bn : level.name_en });
  return (
    <span className="chat-vip" data-vip-level={level.code}>
      {text}
    </span>
  );
}
