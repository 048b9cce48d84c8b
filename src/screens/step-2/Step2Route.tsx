// With an operator's edit link, step 1's button and the breadcrumbs lead on to
// the operator's screen; the decision lives here so step 1 does not carry it.
import { useAtomValue } from 'jotai';
import { Redirect } from 'wouter';
import { configAtom } from '../../state/config';
import { Step2 } from './Step2';

export function Step2Route() {
  const config = useAtomValue(configAtom);
  if (config?.editToken && config.editUuid) return <Redirect to="/step-2/edit" replace />;
  return <Step2 />;
}
