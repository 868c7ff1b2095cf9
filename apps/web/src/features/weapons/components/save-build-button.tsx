import { useTranslation } from 'react-i18next';
import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import { MEMBER_PATHS } from '@dfwiki/shared';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SignInLinks } from '../../../components/ui/sign-in-prompt';
import { useSavedBuild } from '../hooks/use-saved-build';

/**
 * Save / Saved: keeps a build on the player's account ("My saved builds"). The server draws it as
 * "Save" for everyone; the app shows the player's own state once it took over. A signed-out reader
 * is asked to sign in, and comes back to My saved builds with the build saved.
 */
export function SaveBuildButton({
  build,
  className,
}: {
  build: { id: number; name: string };
  className?: string;
}) {
  const { t } = useTranslation();
  const { saved, pending, toggle, asking, stopAsking } = useSavedBuild(build.id);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className={className}
        aria-pressed={saved}
        title={t(saved ? 'weapons.save.unsaveTitle' : 'weapons.save.saveTitle', { name: build.name })}
        disabled={pending}
        data-testid="save-build"
        icon={
          saved ? <BookmarkCheck size={16} aria-hidden="true" /> : <Bookmark size={16} aria-hidden="true" />
        }
        onClick={() => void toggle()}
      >
        {t(saved ? 'weapons.save.savedLabel' : 'weapons.save.save')}
      </Button>
      <Modal
        open={asking}
        onClose={stopAsking}
        size="sm"
        title={t('weapons.save.signIn.title')}
        footer={
          <SignInLinks next={`${MEMBER_PATHS.mySavedBuilds}?save=${build.id}`} texts="weapons.save.signIn" />
        }
      >
        <p className="text-sm text-fg-muted">{t('weapons.save.signIn.text')}</p>
      </Modal>
    </>
  );
}
