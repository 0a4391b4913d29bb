import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { Modal } from '../admin-shell/ui/modal';
import { catalogueMessages } from './catalogue-messages';
import { isFilled } from './catalogue-rules';
import { SaveOrCancel } from './form-fields';
import { PackageFields, packageInputOf } from './package-fields';

export interface EditablePackage {
  id: number;
  amount: number;
  price: string;
  imageUrl: string;
}

const UploadPackageImageMutation = graphql(`
  mutation UploadPackageImage($file: Upload!) {
    uploadImage(file: $file)
  }
`);

const UpdateRobuxPackageMutation = graphql(`
  mutation UpdateAdminRobuxPackage($id: Int!, $input: UpdateRobuxPackageInput!) {
    updateRobuxPackage(id: $id, input: $input) {
      id
      amount
      price
      imageUrl
    }
  }
`);

/**
 * Edit Robux Package. As in the spec, a new picture is uploaded first and the package saved with the
 * returned URL, but the upload goes to our own uploadImage, not an outside image host.
 */
export function EditPackageModal({ robuxPackage, onClose }: { robuxPackage: EditablePackage; onClose(): void }) {
  const text = useMessages(catalogueMessages);
  const [values, setValues] = useState({ amount: String(robuxPackage.amount), price: robuxPackage.price, image: null as File | null });
  const [uploadImage, uploading] = useMutation(UploadPackageImageMutation);
  const [updatePackage, updating] = useMutation(UpdateRobuxPackageMutation);
  const [problem, setProblem] = useState<unknown>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!isFilled(values.amount) || !isFilled(values.price)) {
      setProblem(new Error(text.packageIncomplete));
      return;
    }
    setProblem(null);
    try {
      const uploaded = values.image ? (await uploadImage({ variables: { file: values.image } })).data?.uploadImage : undefined;
      await updatePackage({
        variables: { id: robuxPackage.id, input: { ...packageInputOf(values), ...(uploaded ? { imageUrl: uploaded } : {}) } },
        // Packages are listed smallest first, so a new amount can move the row.
        refetchQueries: ['AdminRobuxPackages'],
        awaitRefetchQueries: true,
      });
      onClose();
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <Modal title={text.editPackageTitle} onClose={onClose}>
      <form className="catalogue-form" noValidate onSubmit={save}>
        <PackageFields values={values} onChange={setValues} imageLabel={text.newImage} currentImageUrl={robuxPackage.imageUrl} />
        <ErrorText error={problem} />
        <SaveOrCancel saving={uploading.loading || updating.loading} onCancel={onClose} />
      </form>
    </Modal>
  );
}
