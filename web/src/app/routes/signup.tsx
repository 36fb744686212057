import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { PageMeta } from '../../components/layout/page-meta';
import { paths } from '../../config/paths';
import { useAuth } from '../../features/auth/auth-context';
import { SignupForm } from '../../features/auth/components/signup-form';

export function Component() {
  const { t } = useTranslation();
  const { user } = useAuth();
  if (user) return <Navigate to={paths.home} replace />;
  return (
    <>
      <PageMeta title={t('meta.signupTitle')} />
      <SignupForm />
    </>
  );
}
