import { useEffect } from 'react';
import { useFormikContext } from 'formik';

/** Tells the parent whenever the form's values start or stop differing from its initial values. */
export function ReportDirty({ onDirtyChange }: { onDirtyChange: (dirty: boolean) => void }) {
  const { dirty } = useFormikContext();
  useEffect(() => {
    onDirtyChange(dirty);
  }, [dirty, onDirtyChange]);
  return null;
}
