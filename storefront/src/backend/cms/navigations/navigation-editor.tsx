import {
  backofficeContentMessages as c,
  errorsMessages,
  footerNavigationIdentifier,
  headerNavigationIdentifier,
} from '@bestell/domain';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid } from '../../editor-page';
import { TextField, useEditForm } from '../../forms';
import { NavigationTreeEditor } from './navigation-tree-editor';
import {
  type NavigationFormValues,
  navigationFormSchema,
  navigationsListKey,
  navigationsPath,
  type StaffNavigation,
  toNavigationValues,
} from './navigation-values';

const n = c.navigations;

/** Where the shop shows a navigation: the header's side menu, the footer, or nowhere by itself. */
export function usageOf(identifier: string): string | null {
  if (identifier === headerNavigationIdentifier) return n.header;
  if (identifier === footerNavigationIdentifier) return n.footer;
  return null;
}

/** A navigation: name, identifier and its items as a drag-and-drop tree. Saved with If-Match. */
export function NavigationEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const edit = useEditForm<typeof navigationFormSchema, StaffNavigation>({
    path: navigationsPath,
    id,
    schema: navigationFormSchema,
    toValues: toNavigationValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/navigations/${saved.id}`, { replace: true });
    },
  });
  const entity = edit.entity;
  const usage = entity ? usageOf(entity.identifier) : null;
  return (
    <EditorPage
      edit={edit}
      title={entity ? n.edit(entity.name) : n.newEntry}
      loadFailedMessage={errorsMessages.thingFailed({ thing: 'Navigationen', action: 'load' })}
      back={{ to: '/backend/navigations', label: n.backToList }}
      testId="navigation-form"
      intro={usage ? `${n.usage}: ${usage}` : undefined}
      remove={
        entity
          ? {
              label: n.delete,
              question: n.deleteQuestion(entity.name),
              hint: <p>{n.deleteHint}</p>,
              path: `${navigationsPath}/${entity.id}`,
              version: entity.version,
              failedMessage: errorsMessages.thingFailed({ thing: 'Navigationen', action: 'delete' }),
              invalidates: [navigationsListKey],
              onDeleted: () => navigate('/backend/navigations', { replace: true }),
            }
          : undefined
      }
    >
      <EditorSection id="navigation-main" title={n.sectionMain}>
        <FieldGrid>
          <TextField<NavigationFormValues> name="name" label={c.entry.name} isRequired />
          <TextField<NavigationFormValues>
            name="identifier"
            label={c.entry.identifier}
            description={c.entry.identifierHint}
            isRequired
          />
        </FieldGrid>
      </EditorSection>
      <EditorSection id="navigation-items" title={n.sectionItems} intro={n.itemsIntro}>
        <NavigationTreeEditor />
      </EditorSection>
    </EditorPage>
  );
}
