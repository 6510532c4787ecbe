/// The one map from the controls of SwiftUI, UIKit and Interface Builder to the catalog component a tester checks
/// them as: the rules' criteria and the plan's rows both read it, so they cannot disagree.
public enum ControlComponents {
    /// SwiftUI controls. A `NavigationLink` is a row that opens a screen: a list item, in a list or not.
    public static let swiftUI: [String: String] = [
        "Button": "button", "EditButton": "button", "PasteButton": "button", "ShareLink": "button", "ColorPicker": "button",
        "Link": "link", "NavigationLink": "list-item",
        "Toggle": "toggle-switch", "Slider": "slider", "Stepper": "stepper",
        "Picker": "dropdown", "DatePicker": "time-date-picker", "MultiDatePicker": "calendar-date-picker",
        "TextField": "text-input", "SecureField": "text-input", "TextEditor": "text-input",
        "Gauge": "progress-indicator",
    ]
    /// UIKit controls (a plain `UIControl` subclass acts as a button).
    public static let uiKit: [String: String] = [
        "UIButton": "button", "UIControl": "button", "UISwitch": "toggle-switch", "UISlider": "slider", "UIStepper": "stepper",
        "UISegmentedControl": "segmented-control", "UITextField": "text-input", "UITextView": "text-input",
        "UIDatePicker": "time-date-picker", "UIPickerView": "dropdown", "UISearchBar": "search",
    ]
    /// Rows of Eureka, a widely used form library (`form +++ Section() <<< TextRow() { $0.title = "Name" }`): each
    /// row is the control it edits with. Counted only in files that import Eureka.
    public static let eurekaRows: [String: String] = [
        "TextRow": "text-input", "NameRow": "text-input", "EmailRow": "text-input", "PasswordRow": "text-input",
        "IntRow": "text-input", "DecimalRow": "text-input", "URLRow": "text-input", "PhoneRow": "text-input",
        "AccountRow": "text-input", "ZipCodeRow": "text-input", "TwitterRow": "text-input", "TextAreaRow": "text-input",
        "SwitchRow": "toggle-switch", "CheckRow": "checkbox", "SliderRow": "slider", "StepperRow": "stepper",
        "SegmentedRow": "segmented-control", "PickerRow": "dropdown", "PickerInlineRow": "dropdown", "PushRow": "dropdown",
        "MultipleSelectorRow": "dropdown", "ActionSheetRow": "sheet", "AlertRow": "alert-dialog",
        "DateRow": "time-date-picker", "DateInlineRow": "time-date-picker", "TimeRow": "time-date-picker",
        "TimeInlineRow": "time-date-picker", "DateTimeRow": "time-date-picker", "DateTimeInlineRow": "time-date-picker",
        "CountDownRow": "time-date-picker", "CountDownInlineRow": "time-date-picker",
        "ButtonRow": "button", "LabelRow": "text",
    ]
    /// Interface Builder's element names and the UIKit class each element is: the plan's component rows and the
    /// rules' IB halves both read it.
    public static let interfaceBuilderClasses: [String: String] = [
        "button": "UIButton", "switch": "UISwitch", "slider": "UISlider", "stepper": "UIStepper",
        "segmentedControl": "UISegmentedControl", "textField": "UITextField", "textView": "UITextView",
        "searchBar": "UISearchBar", "datePicker": "UIDatePicker", "pickerView": "UIPickerView", "tableView": "UITableView",
        "collectionView": "UICollectionView", "imageView": "UIImageView", "activityIndicatorView": "UIActivityIndicatorView",
        "progressView": "UIProgressView", "pageControl": "UIPageControl", "tabBar": "UITabBar", "wkWebView": "WKWebView",
        "mapView": "MKMapView", "barButtonItem": "UIButton",
    ]
    /// Interface Builder's controls, by element name, as the component their UIKit class is.
    public static let interfaceBuilder: [String: String] = interfaceBuilderClasses.compactMapValues { uiKit[$0] }

    /// The entries of `map` for these names only.
    package static func subset(_ map: [String: String], _ names: Set<String>) -> [String: String] {
        map.filter { names.contains($0.key) }
    }
}
