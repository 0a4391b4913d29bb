import { useMutation } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import { graphql } from '../../gql';
import { useMessages } from '../../lib/i18n';
import { ErrorText } from '../admin-shell/ui/error-text';
import { catalogueMessages } from './catalogue-messages';
import { isPackageComplete } from './catalogue-rules';
import { BusyButton } from './form-fields';
import { EMPTY_PACKAGE_FORM, PackageFields, packageInputOf } from './package-fields';

const CreateRobuxPackageMutation = graphql(`
  mutation CreateAdminRobuxPackage($input: CreateRobuxPackageInput!, $image: Upload!) {
    createRobuxPackage(input: $input, image: $image) {
      id
    }
  }
`);

/** Add New Robux Package: amount, price and picture are all required. */
export function AddPackageForm() {
  const text = useMessages(catalogueMessages);
  const [values, setValues] = useState(EMPTY_PACKAGE_FORM);
  const [createPackage, { loading }] = useMutation(CreateRobuxPackageMutation);
  const [problem, setProblem] = useState<unknown>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    const { image } = values;
    if (!isPackageComplete(values) || !image) {
      window.alert(text.addPackageIncomplete);
      return;
    }
    setProblem(null);
    try {
      await createPackage({
        variables: { input: packageInputOf(values), image },
        refetchQueries: ['AdminRobuxPackages'],
        awaitRefetchQueries: true,
      });
      setValues(EMPTY_PACKAGE_FORM);
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <form className="admin-card catalogue-form" noValidate onSubmit={add} aria-labelledby="add-package-title">
      <h2 id="add-package-title" className="catalogue-card-title">
        {text.addPackageTitle}
      </h2>
      <PackageFields values={values} onChange={setValues} imageLabel={text.image} />
      <ErrorText error={problem} />
      <div className="catalogue-actions">
        <BusyButton type="submit" busy={loading} busyLabel={text.adding}>
          {text.addPackage}
        </BusyButton>
      </div>
    </form>
  );
}
