/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ShopSocialLinks {\n    shopSocialLinks {\n      network\n      url\n    }\n  }\n": typeof types.ShopSocialLinksDocument,
    "\n  query MyMailSettings {\n    customerMe {\n      id\n      email\n      language\n      orderUpdateMails\n    }\n  }\n": typeof types.MyMailSettingsDocument,
    "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      id\n      language\n      orderUpdateMails\n    }\n  }\n": typeof types.UpdateMailSettingsDocument,
    "\n  query ManageAdmins {\n    admins {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.ManageAdminsDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      id\n    }\n  }\n": typeof types.RegisterAdminDocument,
    "\n  mutation DeleteAdmin($id: Int!) {\n    deleteAdmin(id: $id)\n  }\n": typeof types.DeleteAdminDocument,
    "\n  mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n    updateAdmin(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n": typeof types.UpdateAdminDocument,
    "\n  mutation CreateGameCategory($input: CreateCategoryInput!, $image: Upload!) {\n    createCategory(input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.CreateGameCategoryDocument,
    "\n  mutation CreateStockItem($input: CreateItemInput!, $image: Upload!) {\n    createItem(input: $input, image: $image) {\n      id\n      name\n      category {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateStockItemDocument,
    "\n  mutation CreateAdminRobuxPackage($input: CreateRobuxPackageInput!, $image: Upload!) {\n    createRobuxPackage(input: $input, image: $image) {\n      id\n    }\n  }\n": typeof types.CreateAdminRobuxPackageDocument,
    "\n  query AdjustPricesPreview($percentage: String!, $categoryId: Int) {\n    adjustPricesPreview(percentage: $percentage, categoryId: $categoryId) {\n      itemCount\n    }\n  }\n": typeof types.AdjustPricesPreviewDocument,
    "\n  mutation AdjustItemPrices($categoryId: Int, $percentage: Decimal) {\n    adjustPrices(categoryId: $categoryId, percentage: $percentage) {\n      updatedCount\n    }\n  }\n": typeof types.AdjustItemPricesDocument,
    "\n  mutation DeleteGameCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": typeof types.DeleteGameCategoryDocument,
    "\n  mutation UpdateGameCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": typeof types.UpdateGameCategoryDocument,
    "\n  fragment EditItemModal_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    deliveryMethod\n    deliveryInstructions\n    imageUrl\n    version\n    category {\n      id\n    }\n  }\n": typeof types.EditItemModal_ItemFragmentDoc,
    "\n  mutation UpdateStockItem($id: Int!, $input: UpdateItemInput!, $image: Upload) {\n    updateItem(id: $id, input: $input, image: $image) {\n      id\n      ...StockItemCard_item\n    }\n  }\n": typeof types.UpdateStockItemDocument,
    "\n  query ReloadEditedItem($id: Int!) {\n    item(id: $id) {\n      id\n      ...EditItemModal_item\n    }\n  }\n": typeof types.ReloadEditedItemDocument,
    "\n  mutation UploadPackageImage($file: Upload!) {\n    uploadImage(file: $file)\n  }\n": typeof types.UploadPackageImageDocument,
    "\n  mutation UpdateAdminRobuxPackage($id: Int!, $input: UpdateRobuxPackageInput!) {\n    updateRobuxPackage(id: $id, input: $input) {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n": typeof types.UpdateAdminRobuxPackageDocument,
    "\n  query AdminGameCategories {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": typeof types.AdminGameCategoriesDocument,
    "\n  mutation DeleteAdminRobuxPackage($id: Int!) {\n    deleteRobuxPackage(id: $id)\n  }\n": typeof types.DeleteAdminRobuxPackageDocument,
    "\n  query AdminRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n": typeof types.AdminRobuxPackagesDocument,
    "\n  fragment StockItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    imageUrl\n    category {\n      id\n      name\n    }\n    ...EditItemModal_item\n  }\n": typeof types.StockItemCard_ItemFragmentDoc,
    "\n  mutation DeleteStockItem($id: Int!) {\n    deleteItem(id: $id)\n  }\n": typeof types.DeleteStockItemDocument,
    "\n  query StockItems($categoryId: Int, $offset: Int!, $limit: Int!) {\n    items(page: { offset: $offset, limit: $limit }, sort: NEWEST, filter: { categoryId: $categoryId }) {\n      total\n      items {\n        id\n        ...StockItemCard_item\n      }\n    }\n  }\n": typeof types.StockItemsDocument,
    "\n  query StockItemCategories {\n    categories {\n      id\n      name\n    }\n  }\n": typeof types.StockItemCategoriesDocument,
    "\n  query CustomerProfile($customerId: Int!) {\n    customerProfile(customerId: $customerId) {\n      wallet {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n          username\n          picture\n          createdAt\n        }\n      }\n      recentOrders {\n        number\n        status\n        total\n        createdAt\n      }\n      walletEntries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n      recentTransactions {\n        id\n        type\n        status\n        amount\n        method\n        date\n      }\n    }\n  }\n": typeof types.CustomerProfileDocument,
    "\n  mutation AdjustWallet($customerId: Int!, $amount: String!, $reason: String!, $idempotencyKey: String) {\n    adjustWallet(customerId: $customerId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ordersCount\n      totalCredited\n      balance\n      customer {\n        id\n      }\n    }\n  }\n": typeof types.AdjustWalletDocument,
    "\n  query CustomerWallets($search: String, $page: PageInput) {\n    customerWallets(search: $search, page: $page) {\n      total\n      customers {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.CustomerWalletsDocument,
    "\n  query MailLog($filter: MailLogFilterInput, $page: PageInput) {\n    mailMessages(filter: $filter, page: $page) {\n      total\n      mails {\n        id\n        recipient\n        subject\n        kind\n        language\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n": typeof types.MailLogDocument,
    "\n  query MailText($id: Int!) {\n    mailMessage(id: $id) {\n      id\n      text\n    }\n  }\n": typeof types.MailTextDocument,
    "\n  fragment OrderActions_order on Order {\n    number\n    status\n    staffMoves {\n      status\n      needsReason\n      withoutPayment\n    }\n  }\n": typeof types.OrderActions_OrderFragmentDoc,
    "\n  query AdminOrder($number: String!) {\n    adminOrder(number: $number) {\n      number\n      status\n      createdAt\n      expiresAt\n      total\n      ...OrderActions_order\n      ...OrderPeople_order\n      ...OrderLines_order\n      ...OrderTimeline_order\n    }\n  }\n": typeof types.AdminOrderDocument,
    "\n  fragment OrderLines_order on Order {\n    total\n    lines {\n      kind\n      name\n      accountPublicId\n      gameName\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n  }\n": typeof types.OrderLines_OrderFragmentDoc,
    "\n  fragment OrderPeople_order on Order {\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n  }\n": typeof types.OrderPeople_OrderFragmentDoc,
    "\n  fragment OrderTimeline_order on Order {\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n  }\n": typeof types.OrderTimeline_OrderFragmentDoc,
    "\n  query StaffOrders($filter: StaffOrderFilterInput, $page: PageInput) {\n    orders(filter: $filter, page: $page) {\n      total\n      statusCounts {\n        status\n        count\n      }\n      orders {\n        number\n        ...OrdersTable_order\n      }\n    }\n  }\n": typeof types.StaffOrdersDocument,
    "\n  fragment OrdersTable_order on Order {\n    number\n    status\n    total\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      name\n      displayName\n      verified\n    }\n  }\n": typeof types.OrdersTable_OrderFragmentDoc,
    "\n  mutation SetOrderStatus($number: String!, $status: OrderStatus!, $note: String, $reason: String) {\n    setOrderStatus(number: $number, status: $status, note: $note, reason: $reason) {\n      number\n      status\n      staffMoves {\n        status\n        needsReason\n        withoutPayment\n      }\n      updatedAt\n      ...OrderTimeline_order\n    }\n  }\n": typeof types.SetOrderStatusDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalRevenue\n      totalCustomerDeposits\n      totalTransactions\n      totalUsers\n      revenueByMonth {\n        month\n        revenue\n      }\n      userGrowth {\n        weekday\n        count\n      }\n      latestItems {\n        id\n        name\n        imageUrl\n        stock\n        price\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.DashboardStatsDocument,
    "\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n": typeof types.SetupChecklistDocument,
    "\n  query WaitingWork {\n    waitingWork {\n      orderSlipsToReview\n      topupSlipsToReview\n      ordersToDeliver\n      ordersDelivering\n      unreadSupportConversations\n      todaySales\n    }\n  }\n": typeof types.WaitingWorkDocument,
    "\n  query PaymentReviews($page: PageInput) {\n    paymentReviews(page: $page) {\n      total\n      reviews {\n      order {\n        number\n        total\n        customer {\n          name\n          email\n        }\n        robloxUser {\n          name\n          verified\n        }\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n": typeof types.PaymentReviewsDocument,
    "\n  mutation ApprovePayment($number: String!) {\n    approvePayment(number: $number) {\n      number\n      status\n    }\n  }\n": typeof types.ApprovePaymentDocument,
    "\n  mutation RejectPayment($number: String!, $reason: String!) {\n    rejectPayment(number: $number, reason: $reason) {\n      number\n      status\n    }\n  }\n": typeof types.RejectPaymentDocument,
    "\n  query TopupReviews($page: PageInput) {\n    topupReviews(page: $page) {\n      total\n      reviews {\n      topup {\n        id\n        amount\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      customer {\n        id\n        name\n        email\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n": typeof types.TopupReviewsDocument,
    "\n  mutation ApproveTopup($id: Int!) {\n    approveTopup(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ApproveTopupDocument,
    "\n  mutation RejectTopup($id: Int!, $reason: String!) {\n    rejectTopup(id: $id, reason: $reason) {\n      id\n      status\n      note\n    }\n  }\n": typeof types.RejectTopupDocument,
    "\n  fragment ReviewCard_receivingAccount on ReceivingAccount {\n    promptpayId\n    receiverName\n    bankCode\n    accountNumber\n    accountName\n  }\n": typeof types.ReviewCard_ReceivingAccountFragmentDoc,
    "\n  query PaymentMethods {\n    paymentMethods {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n": typeof types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n": typeof types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n": typeof types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: Int!) {\n    deletePaymentMethod(id: $id)\n  }\n": typeof types.DeletePaymentMethodDocument,
    "\n  query PaymentReport($filter: TransactionFilterInput) {\n    paymentReport(filter: $filter) {\n      revenue\n      customerDeposits\n      demoTransactionCount\n      totalDeposits\n      totalWithdrawals\n      balance\n      daily {\n        date\n        net\n      }\n    }\n  }\n": typeof types.PaymentReportDocument,
    "\n  query TransactionList($filter: TransactionFilterInput, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      total\n      transactions {\n        id\n        ...TransactionsTable_transaction\n      }\n    }\n  }\n": typeof types.TransactionListDocument,
    "\n  fragment TransactionsTable_transaction on Transaction {\n    id\n    type\n    amount\n    method\n    status\n    date\n  }\n": typeof types.TransactionsTable_TransactionFragmentDoc,
    "\n  mutation ImportRobuxAccounts($file: Upload!) {\n    importRobuxAccounts(file: $file) {\n      created\n      refused {\n        line\n        id\n        reason\n      }\n    }\n  }\n": typeof types.ImportRobuxAccountsDocument,
    "\n  mutation RevealRobuxAccountLogin($id: String!) {\n    revealRobuxAccountLogin(id: $id) {\n      username\n      password\n      recoveryEmail\n      notes\n    }\n  }\n": typeof types.RevealRobuxAccountLoginDocument,
    "\n  mutation DeleteRobuxAccount($id: String!) {\n    deleteRobuxAccount(id: $id)\n  }\n": typeof types.DeleteRobuxAccountDocument,
    "\n  mutation CreateRobuxAccount($input: CreateRobuxAccountInput!) {\n    createRobuxAccount(input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n": typeof types.CreateRobuxAccountDocument,
    "\n  mutation UpdateRobuxAccount($id: String!, $input: UpdateRobuxAccountInput!) {\n    updateRobuxAccount(id: $id, input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n": typeof types.UpdateRobuxAccountDocument,
    "\n  query StaffRobuxAccounts($status: RobuxAccountStatus, $search: String, $page: PageInput) {\n    staffRobuxAccounts(status: $status, search: $search, page: $page) {\n      total\n      items {\n        id\n        ...RobuxAccountsTable_account\n      }\n    }\n  }\n": typeof types.StaffRobuxAccountsDocument,
    "\n  fragment RobuxAccountsTable_account on StaffRobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n    status\n    hasLogin\n    orderNumber\n  }\n": typeof types.RobuxAccountsTable_AccountFragmentDoc,
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation RenameTestItem($id: Int!, $input: UpdateItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n    }\n  }\n": typeof types.RenameTestItemDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      name\n      email\n      role\n      permissions\n    }\n  }\n": typeof types.DashboardMeDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      admin {\n        id\n        name\n        email\n        role\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation StaffPasswordReset($email: String!, $language: MailLanguage!) {\n    requestPasswordReset(input: { email: $email, account: STAFF, language: $language }) {\n      linkMinutes\n    }\n  }\n": typeof types.StaffPasswordResetDocument,
    "\n  query AdminShopSettings {\n    shopSocialLinks {\n      network\n      url\n    }\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n": typeof types.AdminShopSettingsDocument,
    "\n  mutation SetShopSocialLinks($input: ShopSocialLinksInput!) {\n    setShopSocialLinks(input: $input) {\n      network\n      url\n    }\n  }\n": typeof types.SetShopSocialLinksDocument,
    "\n  mutation SetShopCreators($creators: [ShopCreatorInput!]!) {\n    setShopCreators(creators: $creators) {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n": typeof types.SetShopCreatorsDocument,
    "\n  mutation UploadCreatorPicture($file: Upload!) {\n    uploadImage(file: $file)\n  }\n": typeof types.UploadCreatorPictureDocument,
    "\n  query SupportInbox($status: ConversationStatus, $page: PageInput) {\n    supportInbox(status: $status, page: $page) {\n      total\n      conversations {\n        id\n        status\n        reason\n        orderNumber\n        unreadCount\n        lastMessagePreview\n        lastMessageAt\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": typeof types.SupportInboxDocument,
    "\n  query SupportInboxCounts {\n    supportInboxCounts {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n": typeof types.SupportInboxCountsDocument,
    "\n  subscription SupportInboxChanged {\n    supportInboxChanged {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n": typeof types.SupportInboxChangedDocument,
    "\n  fragment StaffThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      customer {\n        id\n        name\n        email\n      }\n    }\n    ...SupportThreadFields\n  }\n": typeof types.StaffThreadFieldsFragmentDoc,
    "\n  query StaffSupportConversation($conversationId: Int!) {\n    supportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": typeof types.StaffSupportConversationDocument,
    "\n  subscription StaffSupportConversationChanged($conversationId: Int!) {\n    staffSupportConversationChanged(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": typeof types.StaffSupportConversationChangedDocument,
    "\n  mutation ReplySupportConversation($conversationId: Int!, $body: String, $image: Upload) {\n    replySupportConversation(conversationId: $conversationId, body: $body, image: $image) {\n      ...StaffThreadFields\n    }\n  }\n": typeof types.ReplySupportConversationDocument,
    "\n  mutation CloseSupportConversation($conversationId: Int!) {\n    closeSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": typeof types.CloseSupportConversationDocument,
    "\n  mutation ReopenSupportConversation($conversationId: Int!) {\n    reopenSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": typeof types.ReopenSupportConversationDocument,
    "\n  mutation MarkSupportConversationReadByStaff($conversationId: Int!) {\n    markSupportConversationReadByStaff(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": typeof types.MarkSupportConversationReadByStaffDocument,
    "\n  fragment SupportSettingsFields on SupportSettingsView {\n    replyMailMinutes\n    hours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n": typeof types.SupportSettingsFieldsFragmentDoc,
    "\n  query SupportSettings {\n    supportSettings {\n      ...SupportSettingsFields\n    }\n  }\n": typeof types.SupportSettingsDocument,
    "\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettingsFields\n    }\n  }\n": typeof types.UpdateSupportSettingsDocument,
    "\n  query CartAvailability($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      lines {\n        itemId\n        packageId\n        accountId\n        status\n        quantity\n        available\n        robuxAmount\n        nameTh\n      }\n    }\n  }\n": typeof types.CartAvailabilityDocument,
    "\n  query CheckoutPreview($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      total\n      orderable\n      needsRobloxUsername\n      lines {\n        kind\n        itemId\n        packageId\n        accountId\n        status\n        name\n        nameTh\n        gameName\n        rarity\n        robuxAmount\n        unitPrice\n        quantity\n        available\n        lineTotal\n        deliveryMethod\n        deliveryInstructions\n        accountType\n        guaranteeDays\n        gamepassPrice\n        problem\n      }\n    }\n  }\n": typeof types.CheckoutPreviewDocument,
    "\n  query CheckRobloxUsername($username: String!) {\n    checkRobloxUsername(username: $username) {\n      status\n      user {\n        id\n        name\n        displayName\n      }\n    }\n  }\n": typeof types.CheckRobloxUsernameDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        number\n      }\n    }\n  }\n": typeof types.PlaceOrderDocument,
    "\n  mutation ResendEmailConfirmation($input: ResendEmailConfirmationInput!) {\n    resendEmailConfirmation(input: $input) {\n      email\n      linkHours\n    }\n  }\n": typeof types.ResendEmailConfirmationDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": typeof types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      linkMinutes\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  query GoogleClientId {\n    googleClientId\n  }\n": typeof types.GoogleClientIdDocument,
    "\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": typeof types.GoogleLoginDocument,
    "\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      email\n      linkHours\n    }\n  }\n": typeof types.CustomerRegisterDocument,
    "\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": typeof types.CustomerLoginDocument,
    "\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        nameTh\n        type\n        price\n        oldPrice\n        stock\n        thumbnailUrl\n        category {\n          id\n          name\n          comingSoon\n        }\n      }\n    }\n  }\n": typeof types.HomeBestSellersDocument,
    "\n  query HomeCreators {\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n": typeof types.HomeCreatorsDocument,
    "\n  query HomeGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n": typeof types.HomeGamesDocument,
    "\n  query ItemPage($id: Int!) {\n    item(id: $id) {\n      id\n      name\n      nameTh\n      price\n      oldPrice\n      rarity\n      type\n      stock\n      imageUrl\n      thumbnailUrl\n      deliveryMethod\n      deliveryInstructions\n      category {\n        id\n        name\n        comingSoon\n      }\n    }\n  }\n": typeof types.ItemPageDocument,
    "\n  query MoreFromGame($categoryId: Int!, $limit: Int!) {\n    items(filter: { categoryId: $categoryId }, sort: POPULARITY, page: { limit: $limit }) {\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n      }\n    }\n  }\n": typeof types.MoreFromGameDocument,
    "\n  fragment ShopperOrder_order on Order {\n    number\n    status\n    total\n    expiresAt\n    createdAt\n    open\n    cancellable\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n    lines {\n      kind\n      accountPublicId\n      name\n      nameTh\n      gameName\n      rarity\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n    accountLogins {\n      accountId\n      login {\n        username\n        password\n        recoveryEmail\n        notes\n      }\n    }\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n": typeof types.ShopperOrder_OrderFragmentDoc,
    "\n  query MyOrder($number: String!) {\n    order(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n": typeof types.MyOrderDocument,
    "\n  mutation CancelMyOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n": typeof types.CancelMyOrderDocument,
    "\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      total\n      offset\n      limit\n      orders {\n        number\n        status\n        total\n        createdAt\n        lines {\n          kind\n          name\n          nameTh\n          robuxAmount\n          accountPublicId\n          quantity\n        }\n      }\n    }\n  }\n": typeof types.MyOrdersDocument,
    "\n  mutation PayOrderWithWallet($number: String!) {\n    payOrderWithWallet(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n": typeof types.PayOrderWithWalletDocument,
    "\n  query OrderSupportHours {\n    supportHours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n": typeof types.OrderSupportHoursDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query ItemSuggestions($search: String!, $limit: Int!) {\n    items(filter: { search: $search }, page: { limit: $limit }) {\n      total\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ItemSuggestionsDocument,
    "\n  query ShopStatus {\n    shopStatus {\n      takingOrders\n      reasons\n      paymentMethods\n    }\n  }\n": typeof types.ShopStatusDocument,
    "\n  fragment ItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    stock\n    thumbnailUrl\n    category {\n      id\n      name\n      comingSoon\n    }\n  }\n": typeof types.ItemCard_ItemFragmentDoc,
    "\n  query StoreGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n": typeof types.StoreGamesDocument,
    "\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    aboveMaxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n": typeof types.StoreFacets_FacetsFragmentDoc,
    "\n  query StorePage(\n    $categoryId: Int\n    $search: String\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n": typeof types.StorePageDocument,
    "\n  fragment SupportThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      unreadCount\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      imageUrl\n      read\n      createdAt\n    }\n  }\n": typeof types.SupportThreadFieldsFragmentDoc,
    "\n  mutation OpenSupportConversation($orderNumber: String, $reason: SupportReason) {\n    openSupportConversation(orderNumber: $orderNumber, reason: $reason) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.OpenSupportConversationDocument,
    "\n  query MySupportConversation($conversationId: Int!) {\n    mySupportConversation(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.MySupportConversationDocument,
    "\n  subscription SupportConversationChanged($conversationId: Int!) {\n    supportConversationChanged(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.SupportConversationChangedDocument,
    "\n  mutation SendSupportMessage($conversationId: Int!, $body: String, $image: Upload) {\n    sendSupportMessage(conversationId: $conversationId, body: $body, image: $image) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.SendSupportMessageDocument,
    "\n  mutation MarkSupportConversationRead($conversationId: Int!) {\n    markSupportConversationRead(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n": typeof types.MarkSupportConversationReadDocument,
    "\n  query MySupportUnread {\n    mySupportUnread {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n": typeof types.MySupportUnreadDocument,
    "\n  subscription MySupportUnreadChanged {\n    mySupportUnreadChanged {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n": typeof types.MySupportUnreadChangedDocument,
    "\n  query SupportHours {\n    supportHours {\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n": typeof types.SupportHoursDocument,
    "\n  query MySupportConversations {\n    mySupportConversations {\n      id\n      reason\n      orderNumber\n    }\n  }\n": typeof types.MySupportConversationsDocument,
    "\n  query TopUpRobuxAccounts($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      offset\n      limit\n      allCount\n      rateCounts {\n        rate\n        count\n      }\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n": typeof types.TopUpRobuxAccountsDocument,
    "\n  fragment AccountRow_account on RobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n  }\n": typeof types.AccountRow_AccountFragmentDoc,
    "\n  query RobuxAccountsToCopy($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n": typeof types.RobuxAccountsToCopyDocument,
    "\n  query RobuxAccountDetail($id: String!) {\n    robuxAccount(id: $id) {\n      ...AccountRow_account\n    }\n  }\n": typeof types.RobuxAccountDetailDocument,
    "\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      thumbnailUrl\n      gamepassPrice\n      rate\n    }\n  }\n": typeof types.TopUpRobuxPackagesDocument,
    "\n  fragment OpenTopup_topup on Topup {\n    id\n    amount\n    status\n    note\n    noteCode\n    noteProvider\n    createdAt\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n": typeof types.OpenTopup_TopupFragmentDoc,
    "\n  query MyWallet($page: PageInput) {\n    myWallet(page: $page) {\n      balance\n      totalCredited\n      topupMin\n      topupMax\n      total\n      offset\n      limit\n      entries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n    }\n  }\n": typeof types.MyWalletDocument,
    "\n  mutation StartTopup($amount: String!) {\n    startTopup(amount: $amount) {\n      id\n    }\n  }\n": typeof types.StartTopupDocument,
    "\n  query MyTopup($id: Int!) {\n    myTopup(id: $id) {\n      ...OpenTopup_topup\n    }\n  }\n": typeof types.MyTopupDocument,
    "\n  query WalletBalance {\n    myWallet(page: { limit: 1 }) {\n      balance\n    }\n  }\n": typeof types.WalletBalanceDocument,
};
const documents: Documents = {
    "\n  query ShopSocialLinks {\n    shopSocialLinks {\n      network\n      url\n    }\n  }\n": types.ShopSocialLinksDocument,
    "\n  query MyMailSettings {\n    customerMe {\n      id\n      email\n      language\n      orderUpdateMails\n    }\n  }\n": types.MyMailSettingsDocument,
    "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      id\n      language\n      orderUpdateMails\n    }\n  }\n": types.UpdateMailSettingsDocument,
    "\n  query ManageAdmins {\n    admins {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.ManageAdminsDocument,
    "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      id\n    }\n  }\n": types.RegisterAdminDocument,
    "\n  mutation DeleteAdmin($id: Int!) {\n    deleteAdmin(id: $id)\n  }\n": types.DeleteAdminDocument,
    "\n  mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n    updateAdmin(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n": types.UpdateAdminDocument,
    "\n  mutation CreateGameCategory($input: CreateCategoryInput!, $image: Upload!) {\n    createCategory(input: $input, image: $image) {\n      id\n    }\n  }\n": types.CreateGameCategoryDocument,
    "\n  mutation CreateStockItem($input: CreateItemInput!, $image: Upload!) {\n    createItem(input: $input, image: $image) {\n      id\n      name\n      category {\n        id\n        name\n      }\n    }\n  }\n": types.CreateStockItemDocument,
    "\n  mutation CreateAdminRobuxPackage($input: CreateRobuxPackageInput!, $image: Upload!) {\n    createRobuxPackage(input: $input, image: $image) {\n      id\n    }\n  }\n": types.CreateAdminRobuxPackageDocument,
    "\n  query AdjustPricesPreview($percentage: String!, $categoryId: Int) {\n    adjustPricesPreview(percentage: $percentage, categoryId: $categoryId) {\n      itemCount\n    }\n  }\n": types.AdjustPricesPreviewDocument,
    "\n  mutation AdjustItemPrices($categoryId: Int, $percentage: Decimal) {\n    adjustPrices(categoryId: $categoryId, percentage: $percentage) {\n      updatedCount\n    }\n  }\n": types.AdjustItemPricesDocument,
    "\n  mutation DeleteGameCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n": types.DeleteGameCategoryDocument,
    "\n  mutation UpdateGameCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": types.UpdateGameCategoryDocument,
    "\n  fragment EditItemModal_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    deliveryMethod\n    deliveryInstructions\n    imageUrl\n    version\n    category {\n      id\n    }\n  }\n": types.EditItemModal_ItemFragmentDoc,
    "\n  mutation UpdateStockItem($id: Int!, $input: UpdateItemInput!, $image: Upload) {\n    updateItem(id: $id, input: $input, image: $image) {\n      id\n      ...StockItemCard_item\n    }\n  }\n": types.UpdateStockItemDocument,
    "\n  query ReloadEditedItem($id: Int!) {\n    item(id: $id) {\n      id\n      ...EditItemModal_item\n    }\n  }\n": types.ReloadEditedItemDocument,
    "\n  mutation UploadPackageImage($file: Upload!) {\n    uploadImage(file: $file)\n  }\n": types.UploadPackageImageDocument,
    "\n  mutation UpdateAdminRobuxPackage($id: Int!, $input: UpdateRobuxPackageInput!) {\n    updateRobuxPackage(id: $id, input: $input) {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n": types.UpdateAdminRobuxPackageDocument,
    "\n  query AdminGameCategories {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n": types.AdminGameCategoriesDocument,
    "\n  mutation DeleteAdminRobuxPackage($id: Int!) {\n    deleteRobuxPackage(id: $id)\n  }\n": types.DeleteAdminRobuxPackageDocument,
    "\n  query AdminRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n": types.AdminRobuxPackagesDocument,
    "\n  fragment StockItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    imageUrl\n    category {\n      id\n      name\n    }\n    ...EditItemModal_item\n  }\n": types.StockItemCard_ItemFragmentDoc,
    "\n  mutation DeleteStockItem($id: Int!) {\n    deleteItem(id: $id)\n  }\n": types.DeleteStockItemDocument,
    "\n  query StockItems($categoryId: Int, $offset: Int!, $limit: Int!) {\n    items(page: { offset: $offset, limit: $limit }, sort: NEWEST, filter: { categoryId: $categoryId }) {\n      total\n      items {\n        id\n        ...StockItemCard_item\n      }\n    }\n  }\n": types.StockItemsDocument,
    "\n  query StockItemCategories {\n    categories {\n      id\n      name\n    }\n  }\n": types.StockItemCategoriesDocument,
    "\n  query CustomerProfile($customerId: Int!) {\n    customerProfile(customerId: $customerId) {\n      wallet {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n          username\n          picture\n          createdAt\n        }\n      }\n      recentOrders {\n        number\n        status\n        total\n        createdAt\n      }\n      walletEntries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n      recentTransactions {\n        id\n        type\n        status\n        amount\n        method\n        date\n      }\n    }\n  }\n": types.CustomerProfileDocument,
    "\n  mutation AdjustWallet($customerId: Int!, $amount: String!, $reason: String!, $idempotencyKey: String) {\n    adjustWallet(customerId: $customerId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ordersCount\n      totalCredited\n      balance\n      customer {\n        id\n      }\n    }\n  }\n": types.AdjustWalletDocument,
    "\n  query CustomerWallets($search: String, $page: PageInput) {\n    customerWallets(search: $search, page: $page) {\n      total\n      customers {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.CustomerWalletsDocument,
    "\n  query MailLog($filter: MailLogFilterInput, $page: PageInput) {\n    mailMessages(filter: $filter, page: $page) {\n      total\n      mails {\n        id\n        recipient\n        subject\n        kind\n        language\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n": types.MailLogDocument,
    "\n  query MailText($id: Int!) {\n    mailMessage(id: $id) {\n      id\n      text\n    }\n  }\n": types.MailTextDocument,
    "\n  fragment OrderActions_order on Order {\n    number\n    status\n    staffMoves {\n      status\n      needsReason\n      withoutPayment\n    }\n  }\n": types.OrderActions_OrderFragmentDoc,
    "\n  query AdminOrder($number: String!) {\n    adminOrder(number: $number) {\n      number\n      status\n      createdAt\n      expiresAt\n      total\n      ...OrderActions_order\n      ...OrderPeople_order\n      ...OrderLines_order\n      ...OrderTimeline_order\n    }\n  }\n": types.AdminOrderDocument,
    "\n  fragment OrderLines_order on Order {\n    total\n    lines {\n      kind\n      name\n      accountPublicId\n      gameName\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n  }\n": types.OrderLines_OrderFragmentDoc,
    "\n  fragment OrderPeople_order on Order {\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n  }\n": types.OrderPeople_OrderFragmentDoc,
    "\n  fragment OrderTimeline_order on Order {\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n  }\n": types.OrderTimeline_OrderFragmentDoc,
    "\n  query StaffOrders($filter: StaffOrderFilterInput, $page: PageInput) {\n    orders(filter: $filter, page: $page) {\n      total\n      statusCounts {\n        status\n        count\n      }\n      orders {\n        number\n        ...OrdersTable_order\n      }\n    }\n  }\n": types.StaffOrdersDocument,
    "\n  fragment OrdersTable_order on Order {\n    number\n    status\n    total\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      name\n      displayName\n      verified\n    }\n  }\n": types.OrdersTable_OrderFragmentDoc,
    "\n  mutation SetOrderStatus($number: String!, $status: OrderStatus!, $note: String, $reason: String) {\n    setOrderStatus(number: $number, status: $status, note: $note, reason: $reason) {\n      number\n      status\n      staffMoves {\n        status\n        needsReason\n        withoutPayment\n      }\n      updatedAt\n      ...OrderTimeline_order\n    }\n  }\n": types.SetOrderStatusDocument,
    "\n  query DashboardStats {\n    dashboardStats {\n      totalRevenue\n      totalCustomerDeposits\n      totalTransactions\n      totalUsers\n      revenueByMonth {\n        month\n        revenue\n      }\n      userGrowth {\n        weekday\n        count\n      }\n      latestItems {\n        id\n        name\n        imageUrl\n        stock\n        price\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.DashboardStatsDocument,
    "\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n": types.SetupChecklistDocument,
    "\n  query WaitingWork {\n    waitingWork {\n      orderSlipsToReview\n      topupSlipsToReview\n      ordersToDeliver\n      ordersDelivering\n      unreadSupportConversations\n      todaySales\n    }\n  }\n": types.WaitingWorkDocument,
    "\n  query PaymentReviews($page: PageInput) {\n    paymentReviews(page: $page) {\n      total\n      reviews {\n      order {\n        number\n        total\n        customer {\n          name\n          email\n        }\n        robloxUser {\n          name\n          verified\n        }\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n": types.PaymentReviewsDocument,
    "\n  mutation ApprovePayment($number: String!) {\n    approvePayment(number: $number) {\n      number\n      status\n    }\n  }\n": types.ApprovePaymentDocument,
    "\n  mutation RejectPayment($number: String!, $reason: String!) {\n    rejectPayment(number: $number, reason: $reason) {\n      number\n      status\n    }\n  }\n": types.RejectPaymentDocument,
    "\n  query TopupReviews($page: PageInput) {\n    topupReviews(page: $page) {\n      total\n      reviews {\n      topup {\n        id\n        amount\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      customer {\n        id\n        name\n        email\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n": types.TopupReviewsDocument,
    "\n  mutation ApproveTopup($id: Int!) {\n    approveTopup(id: $id) {\n      id\n      status\n    }\n  }\n": types.ApproveTopupDocument,
    "\n  mutation RejectTopup($id: Int!, $reason: String!) {\n    rejectTopup(id: $id, reason: $reason) {\n      id\n      status\n      note\n    }\n  }\n": types.RejectTopupDocument,
    "\n  fragment ReviewCard_receivingAccount on ReceivingAccount {\n    promptpayId\n    receiverName\n    bankCode\n    accountNumber\n    accountName\n  }\n": types.ReviewCard_ReceivingAccountFragmentDoc,
    "\n  query PaymentMethods {\n    paymentMethods {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n": types.PaymentMethodsDocument,
    "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n": types.CreatePaymentMethodDocument,
    "\n  mutation UpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n": types.UpdatePaymentMethodDocument,
    "\n  mutation DeletePaymentMethod($id: Int!) {\n    deletePaymentMethod(id: $id)\n  }\n": types.DeletePaymentMethodDocument,
    "\n  query PaymentReport($filter: TransactionFilterInput) {\n    paymentReport(filter: $filter) {\n      revenue\n      customerDeposits\n      demoTransactionCount\n      totalDeposits\n      totalWithdrawals\n      balance\n      daily {\n        date\n        net\n      }\n    }\n  }\n": types.PaymentReportDocument,
    "\n  query TransactionList($filter: TransactionFilterInput, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      total\n      transactions {\n        id\n        ...TransactionsTable_transaction\n      }\n    }\n  }\n": types.TransactionListDocument,
    "\n  fragment TransactionsTable_transaction on Transaction {\n    id\n    type\n    amount\n    method\n    status\n    date\n  }\n": types.TransactionsTable_TransactionFragmentDoc,
    "\n  mutation ImportRobuxAccounts($file: Upload!) {\n    importRobuxAccounts(file: $file) {\n      created\n      refused {\n        line\n        id\n        reason\n      }\n    }\n  }\n": types.ImportRobuxAccountsDocument,
    "\n  mutation RevealRobuxAccountLogin($id: String!) {\n    revealRobuxAccountLogin(id: $id) {\n      username\n      password\n      recoveryEmail\n      notes\n    }\n  }\n": types.RevealRobuxAccountLoginDocument,
    "\n  mutation DeleteRobuxAccount($id: String!) {\n    deleteRobuxAccount(id: $id)\n  }\n": types.DeleteRobuxAccountDocument,
    "\n  mutation CreateRobuxAccount($input: CreateRobuxAccountInput!) {\n    createRobuxAccount(input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n": types.CreateRobuxAccountDocument,
    "\n  mutation UpdateRobuxAccount($id: String!, $input: UpdateRobuxAccountInput!) {\n    updateRobuxAccount(id: $id, input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n": types.UpdateRobuxAccountDocument,
    "\n  query StaffRobuxAccounts($status: RobuxAccountStatus, $search: String, $page: PageInput) {\n    staffRobuxAccounts(status: $status, search: $search, page: $page) {\n      total\n      items {\n        id\n        ...RobuxAccountsTable_account\n      }\n    }\n  }\n": types.StaffRobuxAccountsDocument,
    "\n  fragment RobuxAccountsTable_account on StaffRobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n    status\n    hasLogin\n    orderNumber\n  }\n": types.RobuxAccountsTable_AccountFragmentDoc,
    "\n  query Me {\n    me {\n      id\n    }\n  }\n": types.MeDocument,
    "\n  mutation RenameTestItem($id: Int!, $input: UpdateItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n    }\n  }\n": types.RenameTestItemDocument,
    "\n  query DashboardMe {\n    me {\n      id\n      name\n      email\n      role\n      permissions\n    }\n  }\n": types.DashboardMeDocument,
    "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      admin {\n        id\n        name\n        email\n        role\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation StaffPasswordReset($email: String!, $language: MailLanguage!) {\n    requestPasswordReset(input: { email: $email, account: STAFF, language: $language }) {\n      linkMinutes\n    }\n  }\n": types.StaffPasswordResetDocument,
    "\n  query AdminShopSettings {\n    shopSocialLinks {\n      network\n      url\n    }\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n": types.AdminShopSettingsDocument,
    "\n  mutation SetShopSocialLinks($input: ShopSocialLinksInput!) {\n    setShopSocialLinks(input: $input) {\n      network\n      url\n    }\n  }\n": types.SetShopSocialLinksDocument,
    "\n  mutation SetShopCreators($creators: [ShopCreatorInput!]!) {\n    setShopCreators(creators: $creators) {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n": types.SetShopCreatorsDocument,
    "\n  mutation UploadCreatorPicture($file: Upload!) {\n    uploadImage(file: $file)\n  }\n": types.UploadCreatorPictureDocument,
    "\n  query SupportInbox($status: ConversationStatus, $page: PageInput) {\n    supportInbox(status: $status, page: $page) {\n      total\n      conversations {\n        id\n        status\n        reason\n        orderNumber\n        unreadCount\n        lastMessagePreview\n        lastMessageAt\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n": types.SupportInboxDocument,
    "\n  query SupportInboxCounts {\n    supportInboxCounts {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n": types.SupportInboxCountsDocument,
    "\n  subscription SupportInboxChanged {\n    supportInboxChanged {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n": types.SupportInboxChangedDocument,
    "\n  fragment StaffThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      customer {\n        id\n        name\n        email\n      }\n    }\n    ...SupportThreadFields\n  }\n": types.StaffThreadFieldsFragmentDoc,
    "\n  query StaffSupportConversation($conversationId: Int!) {\n    supportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": types.StaffSupportConversationDocument,
    "\n  subscription StaffSupportConversationChanged($conversationId: Int!) {\n    staffSupportConversationChanged(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": types.StaffSupportConversationChangedDocument,
    "\n  mutation ReplySupportConversation($conversationId: Int!, $body: String, $image: Upload) {\n    replySupportConversation(conversationId: $conversationId, body: $body, image: $image) {\n      ...StaffThreadFields\n    }\n  }\n": types.ReplySupportConversationDocument,
    "\n  mutation CloseSupportConversation($conversationId: Int!) {\n    closeSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": types.CloseSupportConversationDocument,
    "\n  mutation ReopenSupportConversation($conversationId: Int!) {\n    reopenSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": types.ReopenSupportConversationDocument,
    "\n  mutation MarkSupportConversationReadByStaff($conversationId: Int!) {\n    markSupportConversationReadByStaff(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n": types.MarkSupportConversationReadByStaffDocument,
    "\n  fragment SupportSettingsFields on SupportSettingsView {\n    replyMailMinutes\n    hours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n": types.SupportSettingsFieldsFragmentDoc,
    "\n  query SupportSettings {\n    supportSettings {\n      ...SupportSettingsFields\n    }\n  }\n": types.SupportSettingsDocument,
    "\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettingsFields\n    }\n  }\n": types.UpdateSupportSettingsDocument,
    "\n  query CartAvailability($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      lines {\n        itemId\n        packageId\n        accountId\n        status\n        quantity\n        available\n        robuxAmount\n        nameTh\n      }\n    }\n  }\n": types.CartAvailabilityDocument,
    "\n  query CheckoutPreview($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      total\n      orderable\n      needsRobloxUsername\n      lines {\n        kind\n        itemId\n        packageId\n        accountId\n        status\n        name\n        nameTh\n        gameName\n        rarity\n        robuxAmount\n        unitPrice\n        quantity\n        available\n        lineTotal\n        deliveryMethod\n        deliveryInstructions\n        accountType\n        guaranteeDays\n        gamepassPrice\n        problem\n      }\n    }\n  }\n": types.CheckoutPreviewDocument,
    "\n  query CheckRobloxUsername($username: String!) {\n    checkRobloxUsername(username: $username) {\n      status\n      user {\n        id\n        name\n        displayName\n      }\n    }\n  }\n": types.CheckRobloxUsernameDocument,
    "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        number\n      }\n    }\n  }\n": types.PlaceOrderDocument,
    "\n  mutation ResendEmailConfirmation($input: ResendEmailConfirmationInput!) {\n    resendEmailConfirmation(input: $input) {\n      email\n      linkHours\n    }\n  }\n": types.ResendEmailConfirmationDocument,
    "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": types.ConfirmEmailDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      linkMinutes\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  query GoogleClientId {\n    googleClientId\n  }\n": types.GoogleClientIdDocument,
    "\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": types.GoogleLoginDocument,
    "\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      email\n      linkHours\n    }\n  }\n": types.CustomerRegisterDocument,
    "\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n": types.CustomerLoginDocument,
    "\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        nameTh\n        type\n        price\n        oldPrice\n        stock\n        thumbnailUrl\n        category {\n          id\n          name\n          comingSoon\n        }\n      }\n    }\n  }\n": types.HomeBestSellersDocument,
    "\n  query HomeCreators {\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n": types.HomeCreatorsDocument,
    "\n  query HomeGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n": types.HomeGamesDocument,
    "\n  query ItemPage($id: Int!) {\n    item(id: $id) {\n      id\n      name\n      nameTh\n      price\n      oldPrice\n      rarity\n      type\n      stock\n      imageUrl\n      thumbnailUrl\n      deliveryMethod\n      deliveryInstructions\n      category {\n        id\n        name\n        comingSoon\n      }\n    }\n  }\n": types.ItemPageDocument,
    "\n  query MoreFromGame($categoryId: Int!, $limit: Int!) {\n    items(filter: { categoryId: $categoryId }, sort: POPULARITY, page: { limit: $limit }) {\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n      }\n    }\n  }\n": types.MoreFromGameDocument,
    "\n  fragment ShopperOrder_order on Order {\n    number\n    status\n    total\n    expiresAt\n    createdAt\n    open\n    cancellable\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n    lines {\n      kind\n      accountPublicId\n      name\n      nameTh\n      gameName\n      rarity\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n    accountLogins {\n      accountId\n      login {\n        username\n        password\n        recoveryEmail\n        notes\n      }\n    }\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n": types.ShopperOrder_OrderFragmentDoc,
    "\n  query MyOrder($number: String!) {\n    order(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n": types.MyOrderDocument,
    "\n  mutation CancelMyOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n": types.CancelMyOrderDocument,
    "\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      total\n      offset\n      limit\n      orders {\n        number\n        status\n        total\n        createdAt\n        lines {\n          kind\n          name\n          nameTh\n          robuxAmount\n          accountPublicId\n          quantity\n        }\n      }\n    }\n  }\n": types.MyOrdersDocument,
    "\n  mutation PayOrderWithWallet($number: String!) {\n    payOrderWithWallet(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n": types.PayOrderWithWalletDocument,
    "\n  query OrderSupportHours {\n    supportHours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n": types.OrderSupportHoursDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query ItemSuggestions($search: String!, $limit: Int!) {\n    items(filter: { search: $search }, page: { limit: $limit }) {\n      total\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ItemSuggestionsDocument,
    "\n  query ShopStatus {\n    shopStatus {\n      takingOrders\n      reasons\n      paymentMethods\n    }\n  }\n": types.ShopStatusDocument,
    "\n  fragment ItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    stock\n    thumbnailUrl\n    category {\n      id\n      name\n      comingSoon\n    }\n  }\n": types.ItemCard_ItemFragmentDoc,
    "\n  query StoreGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n": types.StoreGamesDocument,
    "\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    aboveMaxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n": types.StoreFacets_FacetsFragmentDoc,
    "\n  query StorePage(\n    $categoryId: Int\n    $search: String\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n": types.StorePageDocument,
    "\n  fragment SupportThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      unreadCount\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      imageUrl\n      read\n      createdAt\n    }\n  }\n": types.SupportThreadFieldsFragmentDoc,
    "\n  mutation OpenSupportConversation($orderNumber: String, $reason: SupportReason) {\n    openSupportConversation(orderNumber: $orderNumber, reason: $reason) {\n      ...SupportThreadFields\n    }\n  }\n": types.OpenSupportConversationDocument,
    "\n  query MySupportConversation($conversationId: Int!) {\n    mySupportConversation(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n": types.MySupportConversationDocument,
    "\n  subscription SupportConversationChanged($conversationId: Int!) {\n    supportConversationChanged(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n": types.SupportConversationChangedDocument,
    "\n  mutation SendSupportMessage($conversationId: Int!, $body: String, $image: Upload) {\n    sendSupportMessage(conversationId: $conversationId, body: $body, image: $image) {\n      ...SupportThreadFields\n    }\n  }\n": types.SendSupportMessageDocument,
    "\n  mutation MarkSupportConversationRead($conversationId: Int!) {\n    markSupportConversationRead(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n": types.MarkSupportConversationReadDocument,
    "\n  query MySupportUnread {\n    mySupportUnread {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n": types.MySupportUnreadDocument,
    "\n  subscription MySupportUnreadChanged {\n    mySupportUnreadChanged {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n": types.MySupportUnreadChangedDocument,
    "\n  query SupportHours {\n    supportHours {\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n": types.SupportHoursDocument,
    "\n  query MySupportConversations {\n    mySupportConversations {\n      id\n      reason\n      orderNumber\n    }\n  }\n": types.MySupportConversationsDocument,
    "\n  query TopUpRobuxAccounts($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      offset\n      limit\n      allCount\n      rateCounts {\n        rate\n        count\n      }\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n": types.TopUpRobuxAccountsDocument,
    "\n  fragment AccountRow_account on RobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n  }\n": types.AccountRow_AccountFragmentDoc,
    "\n  query RobuxAccountsToCopy($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n": types.RobuxAccountsToCopyDocument,
    "\n  query RobuxAccountDetail($id: String!) {\n    robuxAccount(id: $id) {\n      ...AccountRow_account\n    }\n  }\n": types.RobuxAccountDetailDocument,
    "\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      thumbnailUrl\n      gamepassPrice\n      rate\n    }\n  }\n": types.TopUpRobuxPackagesDocument,
    "\n  fragment OpenTopup_topup on Topup {\n    id\n    amount\n    status\n    note\n    noteCode\n    noteProvider\n    createdAt\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n": types.OpenTopup_TopupFragmentDoc,
    "\n  query MyWallet($page: PageInput) {\n    myWallet(page: $page) {\n      balance\n      totalCredited\n      topupMin\n      topupMax\n      total\n      offset\n      limit\n      entries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n    }\n  }\n": types.MyWalletDocument,
    "\n  mutation StartTopup($amount: String!) {\n    startTopup(amount: $amount) {\n      id\n    }\n  }\n": types.StartTopupDocument,
    "\n  query MyTopup($id: Int!) {\n    myTopup(id: $id) {\n      ...OpenTopup_topup\n    }\n  }\n": types.MyTopupDocument,
    "\n  query WalletBalance {\n    myWallet(page: { limit: 1 }) {\n      balance\n    }\n  }\n": types.WalletBalanceDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopSocialLinks {\n    shopSocialLinks {\n      network\n      url\n    }\n  }\n"): (typeof documents)["\n  query ShopSocialLinks {\n    shopSocialLinks {\n      network\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMailSettings {\n    customerMe {\n      id\n      email\n      language\n      orderUpdateMails\n    }\n  }\n"): (typeof documents)["\n  query MyMailSettings {\n    customerMe {\n      id\n      email\n      language\n      orderUpdateMails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      id\n      language\n      orderUpdateMails\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMailSettings($input: MailSettingsInput!) {\n    updateMailSettings(input: $input) {\n      id\n      language\n      orderUpdateMails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ManageAdmins {\n    admins {\n      id\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query ManageAdmins {\n    admins {\n      id\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAdmin($input: RegisterAdminInput!) {\n    registerAdmin(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAdmin($id: Int!) {\n    deleteAdmin(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAdmin($id: Int!) {\n    deleteAdmin(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n    updateAdmin(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdmin($id: Int!, $input: UpdateAdminInput!) {\n    updateAdmin(id: $id, input: $input) {\n      id\n      name\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGameCategory($input: CreateCategoryInput!, $image: Upload!) {\n    createCategory(input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGameCategory($input: CreateCategoryInput!, $image: Upload!) {\n    createCategory(input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateStockItem($input: CreateItemInput!, $image: Upload!) {\n    createItem(input: $input, image: $image) {\n      id\n      name\n      category {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateStockItem($input: CreateItemInput!, $image: Upload!) {\n    createItem(input: $input, image: $image) {\n      id\n      name\n      category {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdminRobuxPackage($input: CreateRobuxPackageInput!, $image: Upload!) {\n    createRobuxPackage(input: $input, image: $image) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdminRobuxPackage($input: CreateRobuxPackageInput!, $image: Upload!) {\n    createRobuxPackage(input: $input, image: $image) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdjustPricesPreview($percentage: String!, $categoryId: Int) {\n    adjustPricesPreview(percentage: $percentage, categoryId: $categoryId) {\n      itemCount\n    }\n  }\n"): (typeof documents)["\n  query AdjustPricesPreview($percentage: String!, $categoryId: Int) {\n    adjustPricesPreview(percentage: $percentage, categoryId: $categoryId) {\n      itemCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustItemPrices($categoryId: Int, $percentage: Decimal) {\n    adjustPrices(categoryId: $categoryId, percentage: $percentage) {\n      updatedCount\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustItemPrices($categoryId: Int, $percentage: Decimal) {\n    adjustPrices(categoryId: $categoryId, percentage: $percentage) {\n      updatedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGameCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteGameCategory($id: Int!) {\n    deleteCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGameCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGameCategory($id: Int!, $input: UpdateCategoryInput!, $image: Upload) {\n    updateCategory(id: $id, input: $input, image: $image) {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EditItemModal_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    deliveryMethod\n    deliveryInstructions\n    imageUrl\n    version\n    category {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment EditItemModal_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    deliveryMethod\n    deliveryInstructions\n    imageUrl\n    version\n    category {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateStockItem($id: Int!, $input: UpdateItemInput!, $image: Upload) {\n    updateItem(id: $id, input: $input, image: $image) {\n      id\n      ...StockItemCard_item\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateStockItem($id: Int!, $input: UpdateItemInput!, $image: Upload) {\n    updateItem(id: $id, input: $input, image: $image) {\n      id\n      ...StockItemCard_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReloadEditedItem($id: Int!) {\n    item(id: $id) {\n      id\n      ...EditItemModal_item\n    }\n  }\n"): (typeof documents)["\n  query ReloadEditedItem($id: Int!) {\n    item(id: $id) {\n      id\n      ...EditItemModal_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadPackageImage($file: Upload!) {\n    uploadImage(file: $file)\n  }\n"): (typeof documents)["\n  mutation UploadPackageImage($file: Upload!) {\n    uploadImage(file: $file)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdminRobuxPackage($id: Int!, $input: UpdateRobuxPackageInput!) {\n    updateRobuxPackage(id: $id, input: $input) {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdminRobuxPackage($id: Int!, $input: UpdateRobuxPackageInput!) {\n    updateRobuxPackage(id: $id, input: $input) {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGameCategories {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  query AdminGameCategories {\n    categories {\n      id\n      name\n      imageUrl\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAdminRobuxPackage($id: Int!) {\n    deleteRobuxPackage(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAdminRobuxPackage($id: Int!) {\n    deleteRobuxPackage(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n"): (typeof documents)["\n  query AdminRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      imageUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StockItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    imageUrl\n    category {\n      id\n      name\n    }\n    ...EditItemModal_item\n  }\n"): (typeof documents)["\n  fragment StockItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    type\n    stock\n    imageUrl\n    category {\n      id\n      name\n    }\n    ...EditItemModal_item\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteStockItem($id: Int!) {\n    deleteItem(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteStockItem($id: Int!) {\n    deleteItem(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockItems($categoryId: Int, $offset: Int!, $limit: Int!) {\n    items(page: { offset: $offset, limit: $limit }, sort: NEWEST, filter: { categoryId: $categoryId }) {\n      total\n      items {\n        id\n        ...StockItemCard_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query StockItems($categoryId: Int, $offset: Int!, $limit: Int!) {\n    items(page: { offset: $offset, limit: $limit }, sort: NEWEST, filter: { categoryId: $categoryId }) {\n      total\n      items {\n        id\n        ...StockItemCard_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StockItemCategories {\n    categories {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query StockItemCategories {\n    categories {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerProfile($customerId: Int!) {\n    customerProfile(customerId: $customerId) {\n      wallet {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n          username\n          picture\n          createdAt\n        }\n      }\n      recentOrders {\n        number\n        status\n        total\n        createdAt\n      }\n      walletEntries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n      recentTransactions {\n        id\n        type\n        status\n        amount\n        method\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerProfile($customerId: Int!) {\n    customerProfile(customerId: $customerId) {\n      wallet {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n          username\n          picture\n          createdAt\n        }\n      }\n      recentOrders {\n        number\n        status\n        total\n        createdAt\n      }\n      walletEntries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n      recentTransactions {\n        id\n        type\n        status\n        amount\n        method\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdjustWallet($customerId: Int!, $amount: String!, $reason: String!, $idempotencyKey: String) {\n    adjustWallet(customerId: $customerId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ordersCount\n      totalCredited\n      balance\n      customer {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdjustWallet($customerId: Int!, $amount: String!, $reason: String!, $idempotencyKey: String) {\n    adjustWallet(customerId: $customerId, amount: $amount, reason: $reason, idempotencyKey: $idempotencyKey) {\n      ordersCount\n      totalCredited\n      balance\n      customer {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CustomerWallets($search: String, $page: PageInput) {\n    customerWallets(search: $search, page: $page) {\n      total\n      customers {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CustomerWallets($search: String, $page: PageInput) {\n    customerWallets(search: $search, page: $page) {\n      total\n      customers {\n        ordersCount\n        totalCredited\n        balance\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailLog($filter: MailLogFilterInput, $page: PageInput) {\n    mailMessages(filter: $filter, page: $page) {\n      total\n      mails {\n        id\n        recipient\n        subject\n        kind\n        language\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MailLog($filter: MailLogFilterInput, $page: PageInput) {\n    mailMessages(filter: $filter, page: $page) {\n      total\n      mails {\n        id\n        recipient\n        subject\n        kind\n        language\n        status\n        attempts\n        lastError\n        createdAt\n        sentAt\n        nextAttemptAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MailText($id: Int!) {\n    mailMessage(id: $id) {\n      id\n      text\n    }\n  }\n"): (typeof documents)["\n  query MailText($id: Int!) {\n    mailMessage(id: $id) {\n      id\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderActions_order on Order {\n    number\n    status\n    staffMoves {\n      status\n      needsReason\n      withoutPayment\n    }\n  }\n"): (typeof documents)["\n  fragment OrderActions_order on Order {\n    number\n    status\n    staffMoves {\n      status\n      needsReason\n      withoutPayment\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrder($number: String!) {\n    adminOrder(number: $number) {\n      number\n      status\n      createdAt\n      expiresAt\n      total\n      ...OrderActions_order\n      ...OrderPeople_order\n      ...OrderLines_order\n      ...OrderTimeline_order\n    }\n  }\n"): (typeof documents)["\n  query AdminOrder($number: String!) {\n    adminOrder(number: $number) {\n      number\n      status\n      createdAt\n      expiresAt\n      total\n      ...OrderActions_order\n      ...OrderPeople_order\n      ...OrderLines_order\n      ...OrderTimeline_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderLines_order on Order {\n    total\n    lines {\n      kind\n      name\n      accountPublicId\n      gameName\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n  }\n"): (typeof documents)["\n  fragment OrderLines_order on Order {\n    total\n    lines {\n      kind\n      name\n      accountPublicId\n      gameName\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderPeople_order on Order {\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n  }\n"): (typeof documents)["\n  fragment OrderPeople_order on Order {\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrderTimeline_order on Order {\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n  }\n"): (typeof documents)["\n  fragment OrderTimeline_order on Order {\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffOrders($filter: StaffOrderFilterInput, $page: PageInput) {\n    orders(filter: $filter, page: $page) {\n      total\n      statusCounts {\n        status\n        count\n      }\n      orders {\n        number\n        ...OrdersTable_order\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffOrders($filter: StaffOrderFilterInput, $page: PageInput) {\n    orders(filter: $filter, page: $page) {\n      total\n      statusCounts {\n        status\n        count\n      }\n      orders {\n        number\n        ...OrdersTable_order\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrdersTable_order on Order {\n    number\n    status\n    total\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      name\n      displayName\n      verified\n    }\n  }\n"): (typeof documents)["\n  fragment OrdersTable_order on Order {\n    number\n    status\n    total\n    createdAt\n    customer {\n      id\n      name\n      email\n    }\n    robloxUser {\n      name\n      displayName\n      verified\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderStatus($number: String!, $status: OrderStatus!, $note: String, $reason: String) {\n    setOrderStatus(number: $number, status: $status, note: $note, reason: $reason) {\n      number\n      status\n      staffMoves {\n        status\n        needsReason\n        withoutPayment\n      }\n      updatedAt\n      ...OrderTimeline_order\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderStatus($number: String!, $status: OrderStatus!, $note: String, $reason: String) {\n    setOrderStatus(number: $number, status: $status, note: $note, reason: $reason) {\n      number\n      status\n      staffMoves {\n        status\n        needsReason\n        withoutPayment\n      }\n      updatedAt\n      ...OrderTimeline_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStats {\n    dashboardStats {\n      totalRevenue\n      totalCustomerDeposits\n      totalTransactions\n      totalUsers\n      revenueByMonth {\n        month\n        revenue\n      }\n      userGrowth {\n        weekday\n        count\n      }\n      latestItems {\n        id\n        name\n        imageUrl\n        stock\n        price\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardStats {\n    dashboardStats {\n      totalRevenue\n      totalCustomerDeposits\n      totalTransactions\n      totalUsers\n      revenueByMonth {\n        month\n        revenue\n      }\n      userGrowth {\n        weekday\n        count\n      }\n      latestItems {\n        id\n        name\n        imageUrl\n        stock\n        price\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n"): (typeof documents)["\n  query SetupChecklist {\n    setupChecklist {\n      step\n      done\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WaitingWork {\n    waitingWork {\n      orderSlipsToReview\n      topupSlipsToReview\n      ordersToDeliver\n      ordersDelivering\n      unreadSupportConversations\n      todaySales\n    }\n  }\n"): (typeof documents)["\n  query WaitingWork {\n    waitingWork {\n      orderSlipsToReview\n      topupSlipsToReview\n      ordersToDeliver\n      ordersDelivering\n      unreadSupportConversations\n      todaySales\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentReviews($page: PageInput) {\n    paymentReviews(page: $page) {\n      total\n      reviews {\n      order {\n        number\n        total\n        customer {\n          name\n          email\n        }\n        robloxUser {\n          name\n          verified\n        }\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentReviews($page: PageInput) {\n    paymentReviews(page: $page) {\n      total\n      reviews {\n      order {\n        number\n        total\n        customer {\n          name\n          email\n        }\n        robloxUser {\n          name\n          verified\n        }\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApprovePayment($number: String!) {\n    approvePayment(number: $number) {\n      number\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApprovePayment($number: String!) {\n    approvePayment(number: $number) {\n      number\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectPayment($number: String!, $reason: String!) {\n    rejectPayment(number: $number, reason: $reason) {\n      number\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RejectPayment($number: String!, $reason: String!) {\n    rejectPayment(number: $number, reason: $reason) {\n      number\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopupReviews($page: PageInput) {\n    topupReviews(page: $page) {\n      total\n      reviews {\n      topup {\n        id\n        amount\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      customer {\n        id\n        name\n        email\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopupReviews($page: PageInput) {\n    topupReviews(page: $page) {\n      total\n      reviews {\n      topup {\n        id\n        amount\n        payment {\n          amount\n          amountOffset\n        }\n      }\n      receivingAccount {\n        ...ReviewCard_receivingAccount\n      }\n      customer {\n        id\n        name\n        email\n      }\n      slip {\n        id\n        sendingBank\n        transRef\n        verification\n        submittedAt\n      }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApproveTopup($id: Int!) {\n    approveTopup(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ApproveTopup($id: Int!) {\n    approveTopup(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RejectTopup($id: Int!, $reason: String!) {\n    rejectTopup(id: $id, reason: $reason) {\n      id\n      status\n      note\n    }\n  }\n"): (typeof documents)["\n  mutation RejectTopup($id: Int!, $reason: String!) {\n    rejectTopup(id: $id, reason: $reason) {\n      id\n      status\n      note\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReviewCard_receivingAccount on ReceivingAccount {\n    promptpayId\n    receiverName\n    bankCode\n    accountNumber\n    accountName\n  }\n"): (typeof documents)["\n  fragment ReviewCard_receivingAccount on ReceivingAccount {\n    promptpayId\n    receiverName\n    bankCode\n    accountNumber\n    accountName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentMethods {\n    paymentMethods {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n"): (typeof documents)["\n  query PaymentMethods {\n    paymentMethods {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentMethod($input: PaymentMethodInput!) {\n    createPaymentMethod(input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentMethod($id: Int!, $input: PaymentMethodInput!) {\n    updatePaymentMethod(id: $id, input: $input) {\n      id\n      type\n      name\n      details\n      promptpayId\n      receivingBank\n      accountNumber\n      accountName\n      activeForCheckout\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePaymentMethod($id: Int!) {\n    deletePaymentMethod(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePaymentMethod($id: Int!) {\n    deletePaymentMethod(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentReport($filter: TransactionFilterInput) {\n    paymentReport(filter: $filter) {\n      revenue\n      customerDeposits\n      demoTransactionCount\n      totalDeposits\n      totalWithdrawals\n      balance\n      daily {\n        date\n        net\n      }\n    }\n  }\n"): (typeof documents)["\n  query PaymentReport($filter: TransactionFilterInput) {\n    paymentReport(filter: $filter) {\n      revenue\n      customerDeposits\n      demoTransactionCount\n      totalDeposits\n      totalWithdrawals\n      balance\n      daily {\n        date\n        net\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransactionList($filter: TransactionFilterInput, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      total\n      transactions {\n        id\n        ...TransactionsTable_transaction\n      }\n    }\n  }\n"): (typeof documents)["\n  query TransactionList($filter: TransactionFilterInput, $page: PageInput) {\n    transactions(filter: $filter, page: $page) {\n      total\n      transactions {\n        id\n        ...TransactionsTable_transaction\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TransactionsTable_transaction on Transaction {\n    id\n    type\n    amount\n    method\n    status\n    date\n  }\n"): (typeof documents)["\n  fragment TransactionsTable_transaction on Transaction {\n    id\n    type\n    amount\n    method\n    status\n    date\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ImportRobuxAccounts($file: Upload!) {\n    importRobuxAccounts(file: $file) {\n      created\n      refused {\n        line\n        id\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ImportRobuxAccounts($file: Upload!) {\n    importRobuxAccounts(file: $file) {\n      created\n      refused {\n        line\n        id\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevealRobuxAccountLogin($id: String!) {\n    revealRobuxAccountLogin(id: $id) {\n      username\n      password\n      recoveryEmail\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation RevealRobuxAccountLogin($id: String!) {\n    revealRobuxAccountLogin(id: $id) {\n      username\n      password\n      recoveryEmail\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRobuxAccount($id: String!) {\n    deleteRobuxAccount(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRobuxAccount($id: String!) {\n    deleteRobuxAccount(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRobuxAccount($input: CreateRobuxAccountInput!) {\n    createRobuxAccount(input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRobuxAccount($input: CreateRobuxAccountInput!) {\n    createRobuxAccount(input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRobuxAccount($id: String!, $input: UpdateRobuxAccountInput!) {\n    updateRobuxAccount(id: $id, input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRobuxAccount($id: String!, $input: UpdateRobuxAccountInput!) {\n    updateRobuxAccount(id: $id, input: $input) {\n      id\n      robux\n      rate\n      price\n      accountType\n      guaranteeDays\n      notes\n      status\n      hasLogin\n      orderNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffRobuxAccounts($status: RobuxAccountStatus, $search: String, $page: PageInput) {\n    staffRobuxAccounts(status: $status, search: $search, page: $page) {\n      total\n      items {\n        id\n        ...RobuxAccountsTable_account\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaffRobuxAccounts($status: RobuxAccountStatus, $search: String, $page: PageInput) {\n    staffRobuxAccounts(status: $status, search: $search, page: $page) {\n      total\n      items {\n        id\n        ...RobuxAccountsTable_account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RobuxAccountsTable_account on StaffRobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n    status\n    hasLogin\n    orderNumber\n  }\n"): (typeof documents)["\n  fragment RobuxAccountsTable_account on StaffRobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n    status\n    hasLogin\n    orderNumber\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameTestItem($id: Int!, $input: UpdateItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RenameTestItem($id: Int!, $input: UpdateItemInput!) {\n    updateItem(id: $id, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMe {\n    me {\n      id\n      name\n      email\n      role\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query DashboardMe {\n    me {\n      id\n      name\n      email\n      role\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      admin {\n        id\n        name\n        email\n        role\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($email: String!, $password: String!) {\n    adminLogin(email: $email, password: $password) {\n      token\n      admin {\n        id\n        name\n        email\n        role\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StaffPasswordReset($email: String!, $language: MailLanguage!) {\n    requestPasswordReset(input: { email: $email, account: STAFF, language: $language }) {\n      linkMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation StaffPasswordReset($email: String!, $language: MailLanguage!) {\n    requestPasswordReset(input: { email: $email, account: STAFF, language: $language }) {\n      linkMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminShopSettings {\n    shopSocialLinks {\n      network\n      url\n    }\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n"): (typeof documents)["\n  query AdminShopSettings {\n    shopSocialLinks {\n      network\n      url\n    }\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShopSocialLinks($input: ShopSocialLinksInput!) {\n    setShopSocialLinks(input: $input) {\n      network\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation SetShopSocialLinks($input: ShopSocialLinksInput!) {\n    setShopSocialLinks(input: $input) {\n      network\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetShopCreators($creators: [ShopCreatorInput!]!) {\n    setShopCreators(creators: $creators) {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n"): (typeof documents)["\n  mutation SetShopCreators($creators: [ShopCreatorInput!]!) {\n    setShopCreators(creators: $creators) {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadCreatorPicture($file: Upload!) {\n    uploadImage(file: $file)\n  }\n"): (typeof documents)["\n  mutation UploadCreatorPicture($file: Upload!) {\n    uploadImage(file: $file)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportInbox($status: ConversationStatus, $page: PageInput) {\n    supportInbox(status: $status, page: $page) {\n      total\n      conversations {\n        id\n        status\n        reason\n        orderNumber\n        unreadCount\n        lastMessagePreview\n        lastMessageAt\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SupportInbox($status: ConversationStatus, $page: PageInput) {\n    supportInbox(status: $status, page: $page) {\n      total\n      conversations {\n        id\n        status\n        reason\n        orderNumber\n        unreadCount\n        lastMessagePreview\n        lastMessageAt\n        customer {\n          id\n          name\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportInboxCounts {\n    supportInboxCounts {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n"): (typeof documents)["\n  query SupportInboxCounts {\n    supportInboxCounts {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportInboxChanged {\n    supportInboxChanged {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n"): (typeof documents)["\n  subscription SupportInboxChanged {\n    supportInboxChanged {\n      open\n      waitingForCustomer\n      closed\n      unread\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StaffThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      customer {\n        id\n        name\n        email\n      }\n    }\n    ...SupportThreadFields\n  }\n"): (typeof documents)["\n  fragment StaffThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      customer {\n        id\n        name\n        email\n      }\n    }\n    ...SupportThreadFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffSupportConversation($conversationId: Int!) {\n    supportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"): (typeof documents)["\n  query StaffSupportConversation($conversationId: Int!) {\n    supportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription StaffSupportConversationChanged($conversationId: Int!) {\n    staffSupportConversationChanged(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"): (typeof documents)["\n  subscription StaffSupportConversationChanged($conversationId: Int!) {\n    staffSupportConversationChanged(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplySupportConversation($conversationId: Int!, $body: String, $image: Upload) {\n    replySupportConversation(conversationId: $conversationId, body: $body, image: $image) {\n      ...StaffThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReplySupportConversation($conversationId: Int!, $body: String, $image: Upload) {\n    replySupportConversation(conversationId: $conversationId, body: $body, image: $image) {\n      ...StaffThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CloseSupportConversation($conversationId: Int!) {\n    closeSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation CloseSupportConversation($conversationId: Int!) {\n    closeSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenSupportConversation($conversationId: Int!) {\n    reopenSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenSupportConversation($conversationId: Int!) {\n    reopenSupportConversation(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSupportConversationReadByStaff($conversationId: Int!) {\n    markSupportConversationReadByStaff(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSupportConversationReadByStaff($conversationId: Int!) {\n    markSupportConversationReadByStaff(conversationId: $conversationId) {\n      ...StaffThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportSettingsFields on SupportSettingsView {\n    replyMailMinutes\n    hours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n"): (typeof documents)["\n  fragment SupportSettingsFields on SupportSettingsView {\n    replyMailMinutes\n    hours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportSettings {\n    supportSettings {\n      ...SupportSettingsFields\n    }\n  }\n"): (typeof documents)["\n  query SupportSettings {\n    supportSettings {\n      ...SupportSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettingsFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSupportSettings($input: SupportSettingsInput!) {\n    updateSupportSettings(input: $input) {\n      ...SupportSettingsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartAvailability($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      lines {\n        itemId\n        packageId\n        accountId\n        status\n        quantity\n        available\n        robuxAmount\n        nameTh\n      }\n    }\n  }\n"): (typeof documents)["\n  query CartAvailability($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      lines {\n        itemId\n        packageId\n        accountId\n        status\n        quantity\n        available\n        robuxAmount\n        nameTh\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPreview($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      total\n      orderable\n      needsRobloxUsername\n      lines {\n        kind\n        itemId\n        packageId\n        accountId\n        status\n        name\n        nameTh\n        gameName\n        rarity\n        robuxAmount\n        unitPrice\n        quantity\n        available\n        lineTotal\n        deliveryMethod\n        deliveryInstructions\n        accountType\n        guaranteeDays\n        gamepassPrice\n        problem\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPreview($lines: [CartLineInput!]!) {\n    checkoutPreview(lines: $lines) {\n      total\n      orderable\n      needsRobloxUsername\n      lines {\n        kind\n        itemId\n        packageId\n        accountId\n        status\n        name\n        nameTh\n        gameName\n        rarity\n        robuxAmount\n        unitPrice\n        quantity\n        available\n        lineTotal\n        deliveryMethod\n        deliveryInstructions\n        accountType\n        guaranteeDays\n        gamepassPrice\n        problem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckRobloxUsername($username: String!) {\n    checkRobloxUsername(username: $username) {\n      status\n      user {\n        id\n        name\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckRobloxUsername($username: String!) {\n    checkRobloxUsername(username: $username) {\n      status\n      user {\n        id\n        name\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        number\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceOrder($input: PlaceOrderInput!) {\n    placeOrder(input: $input) {\n      created\n      order {\n        number\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendEmailConfirmation($input: ResendEmailConfirmationInput!) {\n    resendEmailConfirmation(input: $input) {\n      email\n      linkHours\n    }\n  }\n"): (typeof documents)["\n  mutation ResendEmailConfirmation($input: ResendEmailConfirmationInput!) {\n    resendEmailConfirmation(input: $input) {\n      email\n      linkHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmail($token: String!) {\n    confirmEmail(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      linkMinutes\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      linkMinutes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoogleClientId {\n    googleClientId\n  }\n"): (typeof documents)["\n  query GoogleClientId {\n    googleClientId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation GoogleLogin($token: String!) {\n    googleLogin(token: $token) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      email\n      linkHours\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerRegister($input: CustomerRegisterInput!) {\n    customerRegister(input: $input) {\n      email\n      linkHours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CustomerLogin($identifier: String!, $password: String!) {\n    customerLogin(identifier: $identifier, password: $password) {\n      token\n      customer {\n        name\n        email\n        picture\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        nameTh\n        type\n        price\n        oldPrice\n        stock\n        thumbnailUrl\n        category {\n          id\n          name\n          comingSoon\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeBestSellers {\n    items(page: { limit: 6 }, sort: POPULARITY) {\n      items {\n        id\n        name\n        nameTh\n        type\n        price\n        oldPrice\n        stock\n        thumbnailUrl\n        category {\n          id\n          name\n          comingSoon\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCreators {\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n"): (typeof documents)["\n  query HomeCreators {\n    shopCreators {\n      id\n      name\n      pictureUrl\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  query HomeGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemPage($id: Int!) {\n    item(id: $id) {\n      id\n      name\n      nameTh\n      price\n      oldPrice\n      rarity\n      type\n      stock\n      imageUrl\n      thumbnailUrl\n      deliveryMethod\n      deliveryInstructions\n      category {\n        id\n        name\n        comingSoon\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemPage($id: Int!) {\n    item(id: $id) {\n      id\n      name\n      nameTh\n      price\n      oldPrice\n      rarity\n      type\n      stock\n      imageUrl\n      thumbnailUrl\n      deliveryMethod\n      deliveryInstructions\n      category {\n        id\n        name\n        comingSoon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MoreFromGame($categoryId: Int!, $limit: Int!) {\n    items(filter: { categoryId: $categoryId }, sort: POPULARITY, page: { limit: $limit }) {\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query MoreFromGame($categoryId: Int!, $limit: Int!) {\n    items(filter: { categoryId: $categoryId }, sort: POPULARITY, page: { limit: $limit }) {\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShopperOrder_order on Order {\n    number\n    status\n    total\n    expiresAt\n    createdAt\n    open\n    cancellable\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n    lines {\n      kind\n      accountPublicId\n      name\n      nameTh\n      gameName\n      rarity\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n    accountLogins {\n      accountId\n      login {\n        username\n        password\n        recoveryEmail\n        notes\n      }\n    }\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment ShopperOrder_order on Order {\n    number\n    status\n    total\n    expiresAt\n    createdAt\n    open\n    cancellable\n    robloxUser {\n      id\n      name\n      displayName\n      verified\n    }\n    lines {\n      kind\n      accountPublicId\n      name\n      nameTh\n      gameName\n      rarity\n      robuxAmount\n      unitPrice\n      quantity\n      lineTotal\n      deliveryMethod\n      deliveryInstructions\n      accountType\n      guaranteeDays\n      gamepassId\n      gamepassPrice\n    }\n    accountLogins {\n      accountId\n      login {\n        username\n        password\n        recoveryEmail\n        notes\n      }\n    }\n    timeline {\n      fromStatus\n      toStatus\n      actor\n      note\n      noteCode\n      noteProvider\n      at\n    }\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrder($number: String!) {\n    order(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n"): (typeof documents)["\n  query MyOrder($number: String!) {\n    order(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelMyOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n"): (typeof documents)["\n  mutation CancelMyOrder($number: String!) {\n    cancelOrder(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      total\n      offset\n      limit\n      orders {\n        number\n        status\n        total\n        createdAt\n        lines {\n          kind\n          name\n          nameTh\n          robuxAmount\n          accountPublicId\n          quantity\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrders($page: PageInput) {\n    myOrders(page: $page) {\n      total\n      offset\n      limit\n      orders {\n        number\n        status\n        total\n        createdAt\n        lines {\n          kind\n          name\n          nameTh\n          robuxAmount\n          accountPublicId\n          quantity\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayOrderWithWallet($number: String!) {\n    payOrderWithWallet(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n"): (typeof documents)["\n  mutation PayOrderWithWallet($number: String!) {\n    payOrderWithWallet(number: $number) {\n      ...ShopperOrder_order\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderSupportHours {\n    supportHours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n"): (typeof documents)["\n  query OrderSupportHours {\n    supportHours {\n      days\n      opensAt\n      closesAt\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ItemSuggestions($search: String!, $limit: Int!) {\n    items(filter: { search: $search }, page: { limit: $limit }) {\n      total\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ItemSuggestions($search: String!, $limit: Int!) {\n    items(filter: { search: $search }, page: { limit: $limit }) {\n      total\n      items {\n        id\n        name\n        nameTh\n        price\n        thumbnailUrl\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ShopStatus {\n    shopStatus {\n      takingOrders\n      reasons\n      paymentMethods\n    }\n  }\n"): (typeof documents)["\n  query ShopStatus {\n    shopStatus {\n      takingOrders\n      reasons\n      paymentMethods\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    stock\n    thumbnailUrl\n    category {\n      id\n      name\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  fragment ItemCard_item on Item {\n    id\n    name\n    nameTh\n    price\n    oldPrice\n    rarity\n    stock\n    thumbnailUrl\n    category {\n      id\n      name\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StoreGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n"): (typeof documents)["\n  query StoreGames {\n    categories {\n      id\n      name\n      thumbnailUrl\n      comingSoon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    aboveMaxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment StoreFacets_facets on ItemFacets {\n    maxPrice\n    aboveMaxPrice\n    rarityCounts {\n      rarity\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StorePage(\n    $categoryId: Int\n    $search: String\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n"): (typeof documents)["\n  query StorePage(\n    $categoryId: Int\n    $search: String\n    $rarities: [Rarity!]\n    $maxPrice: Decimal\n    $type: ItemType\n    $sort: ItemSort!\n    $offset: Int!\n    $limit: Int!\n  ) {\n    itemFacets(filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }) {\n      ...StoreFacets_facets\n    }\n    items(\n      page: { offset: $offset, limit: $limit }\n      sort: $sort\n      filter: { categoryId: $categoryId, search: $search, rarities: $rarities, maxPrice: $maxPrice, type: $type }\n    ) {\n      total\n      items {\n        id\n        ...ItemCard_item\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SupportThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      unreadCount\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      imageUrl\n      read\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment SupportThreadFields on SupportThread {\n    conversation {\n      id\n      status\n      reason\n      orderNumber\n      unreadCount\n    }\n    messages {\n      id\n      author\n      authorName\n      body\n      imageUrl\n      read\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OpenSupportConversation($orderNumber: String, $reason: SupportReason) {\n    openSupportConversation(orderNumber: $orderNumber, reason: $reason) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation OpenSupportConversation($orderNumber: String, $reason: SupportReason) {\n    openSupportConversation(orderNumber: $orderNumber, reason: $reason) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportConversation($conversationId: Int!) {\n    mySupportConversation(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  query MySupportConversation($conversationId: Int!) {\n    mySupportConversation(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SupportConversationChanged($conversationId: Int!) {\n    supportConversationChanged(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  subscription SupportConversationChanged($conversationId: Int!) {\n    supportConversationChanged(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendSupportMessage($conversationId: Int!, $body: String, $image: Upload) {\n    sendSupportMessage(conversationId: $conversationId, body: $body, image: $image) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendSupportMessage($conversationId: Int!, $body: String, $image: Upload) {\n    sendSupportMessage(conversationId: $conversationId, body: $body, image: $image) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSupportConversationRead($conversationId: Int!) {\n    markSupportConversationRead(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSupportConversationRead($conversationId: Int!) {\n    markSupportConversationRead(conversationId: $conversationId) {\n      ...SupportThreadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportUnread {\n    mySupportUnread {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query MySupportUnread {\n    mySupportUnread {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription MySupportUnreadChanged {\n    mySupportUnreadChanged {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription MySupportUnreadChanged {\n    mySupportUnreadChanged {\n      total\n      conversations {\n        conversationId\n        orderNumber\n        unreadCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SupportHours {\n    supportHours {\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n"): (typeof documents)["\n  query SupportHours {\n    supportHours {\n      supportOpenNow\n      nextOpenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySupportConversations {\n    mySupportConversations {\n      id\n      reason\n      orderNumber\n    }\n  }\n"): (typeof documents)["\n  query MySupportConversations {\n    mySupportConversations {\n      id\n      reason\n      orderNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopUpRobuxAccounts($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      offset\n      limit\n      allCount\n      rateCounts {\n        rate\n        count\n      }\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n"): (typeof documents)["\n  query TopUpRobuxAccounts($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      offset\n      limit\n      allCount\n      rateCounts {\n        rate\n        count\n      }\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountRow_account on RobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n  }\n"): (typeof documents)["\n  fragment AccountRow_account on RobuxAccount {\n    id\n    robux\n    rate\n    price\n    accountType\n    guaranteeDays\n    notes\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RobuxAccountsToCopy($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n"): (typeof documents)["\n  query RobuxAccountsToCopy($rate: Decimal, $sort: RobuxAccountSort, $page: PageInput) {\n    robuxAccounts(rate: $rate, sort: $sort, page: $page) {\n      total\n      items {\n        ...AccountRow_account\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RobuxAccountDetail($id: String!) {\n    robuxAccount(id: $id) {\n      ...AccountRow_account\n    }\n  }\n"): (typeof documents)["\n  query RobuxAccountDetail($id: String!) {\n    robuxAccount(id: $id) {\n      ...AccountRow_account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      thumbnailUrl\n      gamepassPrice\n      rate\n    }\n  }\n"): (typeof documents)["\n  query TopUpRobuxPackages {\n    robuxPackages {\n      id\n      amount\n      price\n      thumbnailUrl\n      gamepassPrice\n      rate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OpenTopup_topup on Topup {\n    id\n    amount\n    status\n    note\n    noteCode\n    noteProvider\n    createdAt\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment OpenTopup_topup on Topup {\n    id\n    amount\n    status\n    note\n    noteCode\n    noteProvider\n    createdAt\n    payment {\n      amount\n      amountOffset\n      receiverName\n      promptpayPayload\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyWallet($page: PageInput) {\n    myWallet(page: $page) {\n      balance\n      totalCredited\n      topupMin\n      topupMax\n      total\n      offset\n      limit\n      entries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyWallet($page: PageInput) {\n    myWallet(page: $page) {\n      balance\n      totalCredited\n      topupMin\n      topupMax\n      total\n      offset\n      limit\n      entries {\n        amount\n        balanceAfter\n        kind\n        ref\n        reason\n        at\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTopup($amount: String!) {\n    startTopup(amount: $amount) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation StartTopup($amount: String!) {\n    startTopup(amount: $amount) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTopup($id: Int!) {\n    myTopup(id: $id) {\n      ...OpenTopup_topup\n    }\n  }\n"): (typeof documents)["\n  query MyTopup($id: Int!) {\n    myTopup(id: $id) {\n      ...OpenTopup_topup\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletBalance {\n    myWallet(page: { limit: 1 }) {\n      balance\n    }\n  }\n"): (typeof documents)["\n  query WalletBalance {\n    myWallet(page: { limit: 1 }) {\n      balance\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;