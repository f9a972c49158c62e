// File: Dog_s__x_.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

@RealmClass(name = "Dog\"s $x\\")
public class Dog_s__x_ extends RealmObject {
    @RealmField(name = "na\nme")
    @Required
    public String na_me;
    @RealmField(name = "cr\r\033[2J\t\000")
    public long cr___2J__;
    @RealmField(name = "a$b")
    public String a_b;
    @RealmField(name = "rtl\u202ex\u2028y\205")
    public boolean rtl_x_y_;
    @RealmField(name = "own\\u000aer")
    public Pe_rson_ own_u000aer;
}

// File: Pe_rson_.java
import io.realm.RealmAny;
import io.realm.RealmDictionary;
import io.realm.RealmList;
import io.realm.RealmObject;
import io.realm.RealmResults;
import io.realm.RealmSet;
import io.realm.annotations.Index;
import io.realm.annotations.LinkingObjects;
import io.realm.annotations.PrimaryKey;
import io.realm.annotations.RealmClass;
import io.realm.annotations.RealmField;
import io.realm.annotations.Required;
import java.util.Date;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

@RealmClass(name = "Pe\nrson'")
public class Pe_rson_ extends RealmObject {
    // Backlinks (linkingObjects) the app declares are not in a Realm file;
    // links to Pe\nrson' come from: Dog"s $x\\.own\\u000aer.
    @Required
    public String name;
}
