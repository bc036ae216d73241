import { canChangeFields } from '../grid/data/permissions';
import { useProjectRoles } from '../grid/data/project-roles';
import { ShareButton, VIEW_TYPE } from '../share';
import type { ViewRendererProps } from '../view-types';
import FormBuilder from './FormBuilder';

/** A form view: its builder, with the view's Share button for those who may share (owner and creator). */
export default function FormView(props: ViewRendererProps) {
  const roles = useProjectRoles(props.projectId);
  return (
    <FormBuilder
      {...props}
      actions={
        <ShareButton
          tableId={props.meta.id}
          viewId={props.view.id}
          viewType={VIEW_TYPE.form}
          canShare={canChangeFields(roles)}
        />
      }
    />
  );
}
