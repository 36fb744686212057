import { PERSONAL_DATA_KINDS, type PersonalDataKind } from '@chat/chat-contract';
import { useTranslation } from 'react-i18next';

/** Tells the visitor, in the interface's language, what kinds of personal details were removed. */
export function RemovedNotice({ kinds }: { kinds: readonly PersonalDataKind[] }) {
  const { t, i18n } = useTranslation();
  const what = PERSONAL_DATA_KINDS.filter((kind) => kinds.includes(kind))
    .map((kind) => t(`chat.removedKinds.${kind}`))
    .join(t('chat.removedSeparator'));
  return (
    <p className="chat-notice" lang={i18n.resolvedLanguage ?? 'en'}>
      {t('chat.removed', { what })}
    </p>
  );
}
