import { createContext, useContext, useEffect, useId, useMemo, useRef } from 'react';

/**
 * What a tab may ask of the admin panel around it: to open another tab (after "Send as
 * Newsletter", the Newsletter tab), and to be asked before it is left with unsaved work.
 */
export interface AdminPanel {
  openTab: (value: string) => void;
  /** Marks (or clears) unsaved work under `key`; the panel asks before switching tabs. */
  setUnsaved: (key: string, unsaved: boolean) => void;
}

const AdminPanelContext = createContext<AdminPanel>({ openTab: () => {}, setUnsaved: () => {} });
export const AdminPanelProvider = AdminPanelContext.Provider;
export const useAdminPanel = () => useContext(AdminPanelContext);

/** The keys of the tabs' unsaved work, kept by the panel. */
export function useUnsavedRegistry() {
  const keys = useRef(new Set<string>());
  return useMemo(
    () => ({
      setUnsaved: (key: string, unsaved: boolean) => {
        if (unsaved) keys.current.add(key);
        else keys.current.delete(key);
      },
      any: () => keys.current.size > 0,
      clear: () => keys.current.clear(),
    }),
    [],
  );
}

/**
 * Declares unsaved work while `unsaved` is true: the panel asks before another tab opens, and
 * the browser asks before the page is closed or reloaded.
 */
export function useUnsavedWork(unsaved: boolean) {
  const key = useId();
  const { setUnsaved } = useAdminPanel();
  useEffect(() => {
    setUnsaved(key, unsaved);
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      setUnsaved(key, false);
    };
  }, [key, unsaved, setUnsaved]);
}
